/**
 * Two hooks on the Node HTTP server `next start` runs, installed once at start-up
 * by web/instrumentation.ts through Node's diagnostics channels (no patching of
 * Next.js itself):
 *
 * - every request is stamped with its TCP peer's address under
 *   SOCKET_ADDRESS_HEADER (a value a client sent under that name is replaced),
 *   so `clientIp()` (web/site/requestHost.ts) knows the client without trusting
 *   X-Forwarded-For;
 * - Next's internal `x-middleware-rewrite` response header, which would tell
 *   every visitor the internal page route the proxy rewrote to, is not sent.
 *   (The App Router's client reads `x-nextjs-rewritten-path` on RSC requests
 *   instead, which is left alone.)
 */
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { SOCKET_ADDRESS_HEADER, SOCKET_ADDRESS_HOOK } from "./requestHost";

/** Response headers Next sets for its own routing that no client needs. */
const INTERNAL_RESPONSE_HEADERS = new Set(["x-middleware-rewrite"]);

function stampSocketAddress(message: unknown): void {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? "";
}

function hideInternalHeaders(message: unknown): void {
  const { response } = message as { response: ServerResponse };
  const setHeader = response.setHeader;
  response.setHeader = function setVisibleHeader(name, value) {
    if (INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase())) return this;
    return setHeader.call(this, name, value);
  };
}

export function installServerHooks(): void {
  const registry = globalThis as Record<symbol, unknown>;
  if (registry[SOCKET_ADDRESS_HOOK] === true) return;
  subscribe("http.server.request.start", stampSocketAddress);
  subscribe("http.server.response.created", hideInternalHeaders);
  registry[SOCKET_ADDRESS_HOOK] = true;
}
