import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import {
  SOCKET_ADDRESS_HEADER,
  SOCKET_ADDRESS_HOOK,
  UNKNOWN_CLIENT,
  clientIp,
  knownClientIp,
  requestHost,
  requestProtocol,
  requestSiteId,
  trustedProxyHops,
} from "@web/site/requestHost";

const registry = globalThis as Record<symbol, unknown>;

function request(headers: Record<string, string>, url = "http://internal:3000/") {
  return new Request(url, { headers });
}

let savedTrust: string | undefined;
beforeEach(() => {
  savedTrust = process.env.TRUST_PROXY;
  delete process.env.TRUST_PROXY;
  registry[SOCKET_ADDRESS_HOOK] = true;
});
afterEach(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedTrust;
  delete registry[SOCKET_ADDRESS_HOOK];
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["0", 0],
    ["false", 0],
    ["no", 0],
    ["1", 1],
    ["true", 1],
    ["YES", 1],
    ["2", 2],
    ["-1", 0],
    ["1.5", 0],
    ["lots", 0],
    ["99", 0],
  ])("reads %p as %p trusted proxies", (value, hops) => {
    expect(trustedProxyHops(value)).toBe(hops);
  });
});

describe("the host a request is for", () => {
  it("ignores X-Forwarded-Host from a client when no proxy is trusted", () => {
    const spoofed = request({ host: "main.localhost:3000", "x-forwarded-host": "alt.localhost" });
    expect(requestHost(spoofed)).toBe("main.localhost:3000");
    expect(requestSiteId(spoofed)).toBe("main");
  });

  it("follows X-Forwarded-Host behind a trusted proxy", () => {
    process.env.TRUST_PROXY = "1";
    const proxied = request({
      host: "10.0.0.5:3000",
      "x-forwarded-host": "www.goldenyearsguide.example",
    });
    expect(requestHost(proxied)).toBe("www.goldenyearsguide.example");
    expect(requestSiteId(proxied)).toBe("alt");
  });

  it("takes the value the outermost trusted proxy wrote", () => {
    process.env.TRUST_PROXY = "1";
    const appended = request({
      host: "10.0.0.5",
      "x-forwarded-host": "alt.localhost, www.elderpath.example",
    });
    expect(requestHost(appended)).toBe("www.elderpath.example");
    process.env.TRUST_PROXY = "2";
    expect(requestHost(appended)).toBe("alt.localhost");
  });

  it("refuses a forwarded or Host value that is not a host name", () => {
    process.env.TRUST_PROXY = "1";
    expect(
      requestHost(request({ host: "main.localhost", "x-forwarded-host": "evil.example/<script>" })),
    ).toBe("main.localhost");
    expect(requestHost(request({ host: "bad host" }))).toBeNull();
    expect(requestHost(request({ host: "[::1]:3000" }))).toBe("[::1]:3000");
  });

  it("reads the scheme from X-Forwarded-Proto only behind a trusted proxy", () => {
    const forwarded = request({ "x-forwarded-proto": "https" }, "http://internal/");
    expect(requestProtocol(forwarded)).toBe("http");
    process.env.TRUST_PROXY = "1";
    expect(requestProtocol(forwarded)).toBe("https");
    expect(requestProtocol(request({ "x-forwarded-proto": "gopher" }))).toBe("http");
  });
});

describe("the client's address", () => {
  it("is the TCP peer the server stamped, whatever X-Forwarded-For claims", () => {
    const spoofed = request({
      [SOCKET_ADDRESS_HEADER]: "::ffff:203.0.113.9",
      "x-forwarded-for": "198.51.100.1",
    });
    expect(clientIp(spoofed)).toBe("203.0.113.9");
  });

  it("is the address the outermost trusted proxy saw", () => {
    process.env.TRUST_PROXY = "1";
    const proxied = request({
      [SOCKET_ADDRESS_HEADER]: "10.0.0.2",
      "x-forwarded-for": "198.51.100.1, 203.0.113.9",
    });
    expect(clientIp(proxied)).toBe("203.0.113.9");
    process.env.TRUST_PROXY = "2";
    expect(clientIp(proxied)).toBe("198.51.100.1");
    expect(clientIp(request({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2" }))).toBe("10.0.0.2");
  });

  it("is unknown when the stamp cannot be trusted (no server hook)", () => {
    delete registry[SOCKET_ADDRESS_HOOK];
    expect(clientIp(request({ [SOCKET_ADDRESS_HEADER]: "203.0.113.9" }))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.9" }))).toBe(UNKNOWN_CLIENT);
  });

  it("ignores a forwarded value that is no address and falls back to the TCP peer", () => {
    process.env.TRUST_PROXY = "1";
    const odd = (forwardedFor: string) =>
      clientIp(request({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": forwardedFor }));
    expect(odd("<script>")).toBe("10.0.0.2");
    expect(odd("unknown")).toBe("10.0.0.2");
    expect(odd("2001:DB8::1")).toBe("2001:db8::1");
  });

  it("is null for a lead when nothing names the client", () => {
    expect(knownClientIp(request({ [SOCKET_ADDRESS_HEADER]: "203.0.113.9" }))).toBe("203.0.113.9");
    delete registry[SOCKET_ADDRESS_HOOK];
    expect(knownClientIp(request({ [SOCKET_ADDRESS_HEADER]: "203.0.113.9" }))).toBeNull();
  });
});
