/**
 * The client IP of a request, for the rate limit and the lead record.
 *
 * Next's server (`next start`) does not hand the socket to route handlers; it writes
 * the socket's address into `x-forwarded-for` when the request has none, and keeps the
 * header as it came otherwise. Each proxy that forwards a request appends the address it
 * was reached from, so the entries a client wrote come first and the trustworthy ones
 * last. TRUSTED_PROXY_COUNT says how many appending proxies of ours stand in front
 * (default 1: `next start` alone, or behind one proxy): the client is the entry that
 * many places from the end. Exposed directly to the internet, `next start` cannot tell
 * a client's own header from its socket: run it behind a proxy that appends (nginx's
 * `$proxy_add_x_forwarded_for`) or overwrites the header.
 */

/** TRUSTED_PROXY_COUNT, at least 1. */
export function trustedProxyCountFromEnv(value = process.env.TRUSTED_PROXY_COUNT): number {
  const count = Number(value);
  return Number.isSafeInteger(count) && count >= 1 ? count : 1;
}

const IP_TEXT = /^[0-9A-Fa-f:.]{2,45}$/;

/** The client's address as our nearest trusted proxy saw it; null when the header is unusable. */
export function clientIpOf(headers: Headers, trustedProxies = 1): string | null {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const entry = entries[Math.max(0, entries.length - Math.max(1, trustedProxies))]!;
  // "::ffff:127.0.0.1" is the IPv4 client of a dual-stack socket.
  const address = entry.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
  return IP_TEXT.test(address) ? address : null;
}
