/**
 * One app instance's API-wide rate limit, in a process of its own, for the shared-limit
 * contract test (tests/contract/sharedRateLimits.test.ts): the limiter web/proxy.ts
 * uses (`rateLimiterFor("api")`, configured by this process's environment: REDIS_URL,
 * DATABASE_URL, DATABASE_SCHEMA, API_RATE_LIMIT) answering one request per input line.
 *
 * In: `{"client":"<ip>"}` per line. Out: first `{"ready":bool,"store":kind|null}`, then
 * `{"status":200|429,"retryAfter":string|null}` per request, in order.
 */
import readline from "node:readline";
import { limitApiRequest, rateLimiterFor } from "@web/api/rateLimits";
import { rateLimitStore } from "@web/lib/rateLimitStore";
import { SOCKET_ADDRESS_HEADER, SOCKET_ADDRESS_HOOK } from "@web/site/requestHost";

(globalThis as Record<symbol, unknown>)[SOCKET_ADDRESS_HOOK] = true;

const write = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

async function main() {
  const limiter = rateLimiterFor("api");
  const store = await rateLimitStore();
  write({ ready: (await store?.ready(10_000)) ?? false, store: store?.kind ?? null });
  let queue = Promise.resolve();
  readline.createInterface({ input: process.stdin }).on("line", (line) => {
    const { client } = JSON.parse(line) as { client: string };
    queue = queue.then(async () => {
      const request = new Request("http://main.localhost/api/v2/faceted-search?keyword=Austin", {
        headers: { [SOCKET_ADDRESS_HEADER]: client },
      });
      const refused = await limitApiRequest(limiter, request);
      write({
        status: refused?.status ?? 200,
        retryAfter: refused?.headers.get("retry-after") ?? null,
      });
    });
  });
  process.stdin.on("end", () => void queue.then(() => process.exit(0)));
}

void main();
