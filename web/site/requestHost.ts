/**
 * Which host, scheme and client a request comes from, for the proxy and the
 * route handlers alike.
 *
 * `X-Forwarded-Host`, `-Proto` and `-For` are whatever the client wrote unless
 * a reverse proxy in front of the app overwrites them, so they are read only
 * when `TRUST_PROXY` says there is one: `TRUST_PROXY=1` (or `true`) for one
 * proxy, `TRUST_PROXY=2` for two in a row (a CDN before a load balancer). Each
 * trusted proxy appends what it saw, so the value that counts is the one the
 * outermost trusted proxy wrote: the N-th from the right. Without TRUST_PROXY
 * the site is chosen by the Host header and the client is the TCP peer.
 *
 * `next start` does not pass the TCP peer's address to route handlers (it fills
 * X-Forwarded-For with it only when the client sent none), so
 * web/instrumentation.ts stamps every request with it under
 * {@link SOCKET_ADDRESS_HEADER}, overwriting anything a client sent.
 */
import { resolveSiteId, type SiteId } from "./sites";
import { trustedProxyHops } from "@web/lib/config";

/** The TCP peer's address, written by the server hook for every request. */
export const SOCKET_ADDRESS_HEADER = "x-socket-remote-address";

/** Set on globalThis by the server hook once it stamps requests (route bundles share globalThis, not modules). */
export const SOCKET_ADDRESS_HOOK = Symbol.for("senior-care-directory.socket-address-hook");

/** The client's address when nothing trustworthy names it (tests, a server without the hook). */
export const UNKNOWN_CLIENT = "unknown";

type WithHeaders = { headers: Headers };

/** How many reverse proxies in front of the app set X-Forwarded-* (TRUST_PROXY, web/lib/config.ts). */
export { trustedProxyHops };

/** The entries of a comma-separated forwarded header, trimmed, empty ones dropped. */
function forwardedList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The value the outermost trusted proxy wrote (N-th from the right, or the first when there are fewer). */
function trustedEntry(list: readonly string[], hops: number): string | undefined {
  if (list.length === 0) return undefined;
  return list[Math.max(0, list.length - hops)];
}

/** A host name with an optional port, or a bracketed IPv6 address; nothing else is a host. */
const HOST_SYNTAX =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function validHost(value: string | null | undefined): string | null {
  const host = value?.trim();
  return host && host.length <= 255 && HOST_SYNTAX.test(host) ? host.toLowerCase() : null;
}

/** The host the visitor addressed: X-Forwarded-Host behind a trusted proxy, else the Host header. */
export function requestHost(request: WithHeaders): string | null {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const forwarded = validHost(
      trustedEntry(forwardedList(request.headers.get("x-forwarded-host")), hops),
    );
    if (forwarded) return forwarded;
  }
  return validHost(request.headers.get("host"));
}

/** The scheme the visitor used: X-Forwarded-Proto behind a trusted proxy, else the request URL's. */
export function requestProtocol(request: WithHeaders & { url: string }): "http" | "https" {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const forwarded = trustedEntry(
      forwardedList(request.headers.get("x-forwarded-proto")),
      hops,
    )?.toLowerCase();
    if (forwarded === "https" || forwarded === "http") return forwarded;
  }
  try {
    return new URL(request.url).protocol === "https:" ? "https" : "http";
  } catch {
    return "http";
  }
}

/** The site a request is for (spec 1), from {@link requestHost}. */
export function requestSiteId(request: WithHeaders): SiteId {
  return resolveSiteId(requestHost(request));
}

/** What an IPv4 or IPv6 address can be written with (a proxy's `for` value is nothing else). */
const ADDRESS_SYNTAX = /^[0-9a-f:.]{2,45}$/;

/** `::ffff:127.0.0.1` is 127.0.0.1: one client, one key. Null for what is no address. */
function normaliseAddress(address: string): string | null {
  const trimmed = address.trim().toLowerCase();
  const plain = trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
  return ADDRESS_SYNTAX.test(plain) ? plain : null;
}

function socketHookInstalled(): boolean {
  return (globalThis as Record<symbol, unknown>)[SOCKET_ADDRESS_HOOK] === true;
}

/**
 * The client's IP address, for the per-client rate limits (web/lib/rateLimit.ts)
 * and the lead record: from X-Forwarded-For behind a trusted proxy, else the TCP
 * peer stamped by the server hook. Without either (or when neither holds an
 * address) it is {@link UNKNOWN_CLIENT}: all such requests share one key.
 */
export function clientIp(request: WithHeaders): string {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const forwarded = trustedEntry(forwardedList(request.headers.get("x-forwarded-for")), hops);
    const address = forwarded ? normaliseAddress(forwarded) : null;
    if (address) return address;
  }
  const socket = socketHookInstalled() ? request.headers.get(SOCKET_ADDRESS_HEADER) : null;
  return (socket ? normaliseAddress(socket) : null) ?? UNKNOWN_CLIENT;
}

/** {@link clientIp}, or null when the client is unknown (what a lead records). */
export function knownClientIp(request: WithHeaders): string | null {
  const address = clientIp(request);
  return address === UNKNOWN_CLIENT ? null : address;
}
