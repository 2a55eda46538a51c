/**
 * Issue 14 item 4 over real HTTP: a POST body over the limit is refused on its
 * Content-Length before anything is read, a chunked one stops being read past the
 * limit, and the server's request timeout closes a socket whose body trickles in.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { postProvidersByIds } from "@web/api/handlers";
import type { ApiDependencies } from "@web/services/dependencies";
import { MAX_BODY_BYTES } from "@web/api/http";
import { installServerHooks } from "@web/site/serverHooks";

const dependencies: ApiDependencies = {
  store: async () => {
    throw new Error("no store needed");
  },
  geocoder: async () => {
    throw new Error("no geocoder needed");
  },
};

let bodyBytesRead = 0;

/** A Node server handing each request to the route handler as a web Request. */
function serve(): Promise<{ server: http.Server; port: number }> {
  installServerHooks();
  const server = http.createServer({ connectionsCheckingInterval: 100 }, async (req, res) => {
    // Like Next's adapter: a cancelled body stops being read; the answer still goes out.
    let answered = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          // What the handler read; after the answer the adapter only discards.
          if (answered) return;
          bodyBytesRead += chunk.length;
          controller.enqueue(new Uint8Array(chunk));
          req.pause();
        });
        req.on("end", () => controller.close());
      },
      pull: () => void req.resume(),
      cancel: () => void req.pause(),
    });
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body,
      duplex: "half",
    } as RequestInit);
    const response = await postProvidersByIds(request, dependencies);
    const text = await response.text();
    answered = true;
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(text);
    // Like a server's lingering close: discard the rest of the body instead of resetting
    // the connection under the client, which would drop the answer it has not read yet.
    req.resume();
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    ),
  );
}

/** Sends raw bytes; resolves with the first response line and the time it took. */
function raw(
  port: number,
  head: string,
  feed: (socket: net.Socket) => void,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(head);
      feed(socket);
    });
    let answer = "";
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        socket.destroy();
        resolve({ status: Number(match[1]), ms: performance.now() - started });
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => reject(new Error(`closed without an answer: ${answer}`)));
  });
}

describe("POST bodies over the limit (real HTTP)", () => {
  let server: http.Server;
  let port: number;
  const timeouts = process.env.HTTP_REQUEST_TIMEOUT_SECONDS;
  beforeAll(async () => {
    process.env.HTTP_REQUEST_TIMEOUT_SECONDS = "1";
    ({ server, port } = await serve());
  });
  afterAll(() => {
    process.env.HTTP_REQUEST_TIMEOUT_SECONDS = timeouts;
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => (bodyBytesRead = 0));

  it("answers 413 on an oversized Content-Length at once, without the body", async () => {
    const { status, ms } = await raw(
      port,
      "POST /api/v1/location/by-ids HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${110 * 1024 * 1024}\r\n\r\n`,
      () => undefined,
    );
    expect(status).toBe(413);
    expect(ms).toBeLessThan(500);
    expect(bodyBytesRead).toBe(0);
  });

  it("stops reading a chunked body once it passes the limit", async () => {
    const chunk = Buffer.alloc(16 * 1024, "a");
    let sent = 0;
    const { status } = await raw(
      port,
      "POST /api/v1/location/by-ids HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Transfer-Encoding: chunked\r\n\r\n",
      (socket) => {
        const timer = setInterval(() => {
          if (socket.destroyed || sent > 50 * 1024 * 1024) return clearInterval(timer);
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          socket.write("\r\n");
          sent += chunk.length;
        }, 1);
      },
    );
    expect(status).toBe(413);
    expect(bodyBytesRead).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
  });

  it("still takes a body within the limit", async () => {
    const body = JSON.stringify({ ids: "not a list" });
    const { status } = await raw(
      port,
      "POST /api/v1/location/by-ids HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
      () => undefined,
    );
    expect(status).toBe(400);
  });

  it("answers 408 and closes the socket when a body trickles in past the request timeout", async () => {
    expect(server.requestTimeout).toBe(1000);
    const { status, ms } = await raw(
      port,
      "POST /api/v1/location/by-ids HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Content-Length: 1000\r\n\r\n",
      (socket) => socket.write("{"),
    );
    expect(status).toBe(408);
    expect(ms).toBeLessThan(3000);
  });
});
