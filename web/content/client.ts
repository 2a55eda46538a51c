import "server-only";
import { createClient, type RequestHandler, type SanityClient } from "@sanity/client";
import { embeddedDataset, type Perspective } from "./embeddedDataset";
import { stegaConfig } from "./stega";
import { config } from "@web/lib/config";

const API_VERSION = "2025-02-19";

/** Hosted mode needs a project and dataset; otherwise the embedded seed answers. */
export function hostedConfig() {
  const { projectId, dataset, readToken } = config.sanity();
  if (!projectId || !dataset) return null;
  return { projectId, dataset, token: readToken };
}

/**
 * The Studio's URL, for the links of the Presentation tool's click-to-edit
 * attributes (SANITY_STUDIO_URL, e.g. https://your-project.sanity.studio); null
 * when unset.
 */
export function studioUrl(): string | null {
  return config.studioUrl();
}

function perspectiveOf(value: unknown): Perspective {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "string") return "published";
  const name = first.split(",")[0];
  return name === "drafts" || name === "raw" ? name : "published";
}

function paramsFromUrl(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  url.searchParams.forEach((value, key) => {
    if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  });
  return params;
}

/**
 * Answers the client's query requests from the embedded dataset, in the shape
 * the Content Lake returns (`{query, result, ms}`), so nothing above the
 * client can tell the two modes apart.
 */
const embeddedRequestHandler: RequestHandler = async (request) => {
  const url = new URL(String(request.url));
  if (!url.pathname.includes("/data/query/")) {
    throw new Error(`The embedded dataset only answers queries, not ${url.pathname}`);
  }
  const started = performance.now();
  const requestQuery = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body as { query?: string; params?: Record<string, unknown> } | undefined;
  const query = body?.query ?? url.searchParams.get("query") ?? "";
  const params = body?.params ?? paramsFromUrl(url);
  const perspective = perspectiveOf(
    requestQuery.perspective ?? url.searchParams.get("perspective"),
  );
  const result = await embeddedDataset().query(query, params, perspective);
  return { query, result, ms: Math.round(performance.now() - started) };
};

function makeClient(): SanityClient {
  const hosted = hostedConfig();
  if (hosted) {
    return createClient({
      ...hosted,
      apiVersion: API_VERSION,
      useCdn: !hosted.token,
      perspective: "published",
      // Encoded only for the requests that ask for it (web/content/load.ts, draft mode).
      stega: stegaConfig(studioUrl()),
    });
  }
  return createClient({
    projectId: "embedded",
    dataset: "seed",
    apiVersion: API_VERSION,
    useCdn: false,
    perspective: "published",
    requestHandler: embeddedRequestHandler,
  });
}

/** The one Sanity client of the app. */
export const client: SanityClient = makeClient();
