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
 * - the server's header and request timeouts are tightened (SERVER_TIMEOUTS), so
 *   a client sending its headers or body slowly cannot hold a socket for Node's
 *   default 300 s.
 */
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { SOCKET_ADDRESS_HEADER, SOCKET_ADDRESS_HOOK } from "./requestHost";
import { config } from "@web/lib/config";

/** Response headers Next sets for its own routing that no client needs. */
const INTERNAL_RESPONSE_HEADERS = new Set(["x-middleware-rewrite"]);

/**
 * Whole request (headers and body) in HTTP_REQUEST_TIMEOUT_SECONDS (default 30),
 * headers in HTTP_HEADERS_TIMEOUT_SECONDS (default 15): a slower client gets 408 and
 * its socket is closed. Node checks them every connectionsCheckingInterval (30 s).
 */
export function serverTimeouts(): { headersTimeout: number; requestTimeout: number } {
  const requestTimeout = config.httpRequestTimeoutSeconds() * 1000;
  const headersTimeout = Math.min(config.httpHeadersTimeoutSeconds() * 1000, requestTimeout);
  return { headersTimeout, requestTimeout };
}

const timedServers = new WeakSet<Server>();

function applyTimeouts(server: Server | undefined): void {
  if (!server || timedServers.has(server) || typeof server.requestTimeout !== "number") return;
  Object.assign(server, serverTimeouts());
  timedServers.add(server);
}

function stampSocketAddress(message: unknown): void {
  const { request, socket, server } = message as {
    request: IncomingMessage;
    socket: Socket;
    server?: Server;
  };
  request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? "";
  applyTimeouts(server);
}

function timeListeningServer(message: unknown): void {
  applyTimeouts((message as { server?: Server }).server);
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
  // Before the first request when the server starts listening after this runs.
  subscribe("net.server.listen.asyncStart", timeListeningServer);
  registry[SOCKET_ADDRESS_HOOK] = true;
}
