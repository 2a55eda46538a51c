import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { hostedConfig } from "@web/content/client";
import {
  isValidPreviewSecret,
  previewFailures,
  previewSecretState,
} from "@web/content/previewSecret";
import { log } from "@web/lib/log";
import { tooManyRequests } from "@web/lib/rateLimit";
import { clientIp } from "@web/site/requestHost";
import { jsonResponse } from "./http";

/**
 * Who may use the Studio's routes (/api/studio/*, issue 28.1): an editor, whatever
 * the Origin says (a client without one is not a browser on another site, it is
 * anyone). The credential comes as `Authorization: Bearer <credential>`:
 *
 * - embedded default: the preview secret (web/content/previewSecret.ts);
 * - hosted (SANITY_PROJECT_ID and SANITY_DATASET set): the editor's Sanity token, which
 *   the project must know (`GET /users/me` on the project's API host); a verdict is kept
 *   for a minute, so typing in the Preview view does not ask Sanity at every pause.
 *
 * No credential: 401. A wrong one: 403, counted with the draft-preview failures
 * (five, then one more every three minutes: 429); the right one clears them.
 */

/** Who a Sanity token belongs to, asked of the project (hosted mode). */
export interface SanityUsers {
  /** The user for a token the project accepts; null for one it refuses. Throws when Sanity cannot be asked. */
  currentUser(token: string): Promise<{ id: string } | null>;
}

const SANITY_PROJECT_ID = /^[a-z0-9][a-z0-9-]*$/i;

/** The Sanity API's answer for the token's user, on the project's own host. */
export function sanityUsersApi(projectId: string, fetchImpl: typeof fetch = fetch): SanityUsers {
  if (!SANITY_PROJECT_ID.test(projectId)) {
    throw new Error(`SANITY_PROJECT_ID is not a Sanity project id: ${JSON.stringify(projectId)}`);
  }
  const url = `https://${projectId}.api.sanity.io/v2021-06-07/users/me`;
  return {
    async currentUser(token) {
      const response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${token}` },
        cache: "no-store",
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) throw new Error(`Sanity answered ${response.status}`);
      // An anonymous request gets `{}`: only a user with an id is one.
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      return typeof body?.id === "string" && body.id ? { id: body.id } : null;
    },
  };
}

/** Verdicts kept for `ttlMs` per token (by its digest: no token is kept in memory). */
export function cachedSanityUsers(
  users: SanityUsers,
  options: { ttlMs?: number; max?: number } = {},
): SanityUsers {
  const verdicts = new LRUCache<string, { id: string | null }>({
    max: options.max ?? 1000,
    ttl: options.ttlMs ?? 60_000,
  });
  return {
    async currentUser(token) {
      const key = createHash("sha256").update(token).digest("hex");
      const kept = verdicts.get(key);
      if (kept) return kept.id === null ? null : { id: kept.id };
      const user = await users.currentUser(token);
      verdicts.set(key, { id: user?.id ?? null });
      return user;
    },
  };
}

export type StudioAccess = { mode: "embedded" } | { mode: "hosted"; users: SanityUsers };

let hostedUsers: { projectId: string; users: SanityUsers } | null = null;

/** The access of this server's configuration (web/content/client.ts hostedConfig). */
export function studioAccess(): StudioAccess {
  const hosted = hostedConfig();
  if (!hosted) return { mode: "embedded" };
  if (hostedUsers?.projectId !== hosted.projectId) {
    let users: SanityUsers;
    try {
      users = cachedSanityUsers(sanityUsersApi(hosted.projectId));
    } catch (error) {
      // A misconfigured project: nobody can be confirmed (503, logged), rather than a crash.
      users = { currentUser: () => Promise.reject(error) };
    }
    hostedUsers = { projectId: hosted.projectId, users };
  }
  return { mode: "hosted", users: hostedUsers.users };
}

export type StudioEditor = { ok: true; editor: string } | { ok: false; response: Response };

function refusal(status: 401 | 403 | 503, error: string): Response {
  const response = jsonResponse({ error, statusCode: status }, status);
  if (status === 401) response.headers.set("www-authenticate", 'Bearer realm="studio"');
  return response;
}

/** The bearer credential of a request, if it has one. */
export function bearerCredential(request: Request): string | null {
  return request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

/**
 * The editor making `request`, or the answer refusing it. `editor` names who asks,
 * for the one-check-per-editor rule: the Sanity user, or (one secret for everyone)
 * the client's address.
 */
export async function studioEditor(
  request: Request,
  access: StudioAccess = studioAccess(),
): Promise<StudioEditor> {
  const client = clientIp(request);
  const gate = await previewFailures.check(client);
  if (!gate.allowed) {
    return {
      ok: false,
      response: tooManyRequests(gate, "Too many failed sign-in attempts. Please try again later."),
    };
  }
  const credential = bearerCredential(request);
  if (access.mode === "embedded") {
    const state = previewSecretState();
    if (!state.enabled) {
      return {
        ok: false,
        response: refusal(
          403,
          "The Studio tools are off on this server: PREVIEW_SECRET is not set.",
        ),
      };
    }
    if (!credential) {
      return {
        ok: false,
        response: refusal(
          401,
          "The Studio tools need the editor's credentials: send the site's preview secret as Authorization: Bearer <secret>.",
        ),
      };
    }
    if (!isValidPreviewSecret(credential, state)) {
      await previewFailures.consume(client);
      return { ok: false, response: refusal(403, "That is not the site's preview secret.") };
    }
    await previewFailures.reset(client);
    return { ok: true, editor: `preview-secret@${client}` };
  }

  if (!credential) {
    return {
      ok: false,
      response: refusal(
        401,
        "The Studio tools need the editor's credentials: send your Sanity token as Authorization: Bearer <token>.",
      ),
    };
  }
  let user: { id: string } | null;
  try {
    user = await access.users.currentUser(credential);
  } catch (error) {
    log.warn("studio-auth-unavailable", { error: String(error) });
    return {
      ok: false,
      response: refusal(503, "Sanity cannot confirm who you are right now; try again in a minute."),
    };
  }
  if (!user) {
    await previewFailures.consume(client);
    return {
      ok: false,
      response: refusal(403, "That token is not a Studio user's of this project."),
    };
  }
  await previewFailures.reset(client);
  return { ok: true, editor: `sanity:${user.id}` };
}
