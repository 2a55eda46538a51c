import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { checkedVideoEmbeds, videoEmbedsOf, VIDEO_FRAME_ORIGINS } from "@web/rules/videoEmbeds";
import { SEED_VIDEO_AVAILABILITY, seedVideoReachable } from "@web/directory/seed/text";
import { oEmbedRequestOf, oEmbedVideoProbe, probeVideos } from "@web/directory/seed/videoProbe";

const YOUTUBE = "https://www.youtube.com/embed/dQw4w9WgXcQ";

describe("video embeds checked on import (spec 5)", () => {
  it("forces a reachable YouTube or Vimeo embed to https and strips its other attributes", () => {
    const html = `<p>Tour</p><iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ" width="560" onload="x()"></iframe>`;
    expect(checkedVideoEmbeds(html, () => true)).toBe(
      `<p>Tour</p><iframe src="${YOUTUBE}"></iframe>`,
    );
    expect(checkedVideoEmbeds(`<iframe src='//player.vimeo.com/video/1'>`, () => true)).toBe(
      `<iframe src="https://player.vimeo.com/video/1"></iframe>`,
    );
  });

  it("removes an unreachable embed and every iframe that is not a video embed", () => {
    const html = [
      `<iframe src="http://www.youtube.com/embed/removedVid01"></iframe>`,
      `<iframe src="https://evil.example/embed"></iframe>`,
      `<iframe src="javascript:alert(1)"></iframe>`,
      `<iframe srcdoc="<script>x()</script>"></iframe>`,
      `<p>kept</p>`,
    ].join("");
    const asked: string[] = [];
    const checked = checkedVideoEmbeds(html, (url) => {
      asked.push(url);
      return false;
    });
    expect(checked).toBe("<p>kept</p>");
    // Only video embeds reach the probe, over https.
    expect(asked).toEqual(["https://www.youtube.com/embed/removedVid01"]);
  });

  it("reads back a page's embeds once each, https only", () => {
    const checked = checkedVideoEmbeds(
      `<iframe src="${YOUTUBE}"></iframe><p>x</p><iframe src="${YOUTUBE}"></iframe>`,
      () => true,
    );
    expect(videoEmbedsOf(checked)).toEqual([YOUTUBE]);
    expect(videoEmbedsOf("<p>none</p>")).toEqual([]);
    expect(videoEmbedsOf(null)).toEqual([]);
  });

  it("lets pages frame exactly the embeds' origins", () => {
    for (const url of Object.keys(SEED_VIDEO_AVAILABILITY)) {
      expect(VIDEO_FRAME_ORIGINS).toContain(new URL(url).origin);
    }
  });

  it("keeps the seed's available videos and drops the one taken down", () => {
    expect(seedVideoReachable(YOUTUBE)).toBe(true);
    expect(seedVideoReachable("https://www.youtube.com/embed/removedVid01")).toBe(false);
    expect(seedVideoReachable("https://www.youtube.com/embed/unknown")).toBe(false);
  });
});

describe("the oEmbed probe", () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      const url = new URL(request.url ?? "/", "http://probe");
      const asked = url.searchParams.get("url") ?? "";
      if (asked.includes("slow")) return; // never answers: the probe's timeout decides
      response.statusCode =
        asked.includes("dQw4w9WgXcQ") || asked.endsWith("/76979871") ? 200 : 404;
      response.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("asks YouTube's and Vimeo's oEmbed endpoints for the video's page", () => {
    const endpoints = { youtube: "https://yt/oembed", vimeo: "https://vm/oembed.json" };
    expect(oEmbedRequestOf(YOUTUBE, endpoints)).toBe(
      `https://yt/oembed?format=json&url=${encodeURIComponent("https://www.youtube.com/watch?v=dQw4w9WgXcQ")}`,
    );
    expect(oEmbedRequestOf("https://player.vimeo.com/video/76979871", endpoints)).toBe(
      `https://vm/oembed.json?url=${encodeURIComponent("https://vimeo.com/76979871")}`,
    );
    expect(oEmbedRequestOf("https://www.youtube.com/feed/trending", endpoints)).toBeNull();
  });

  it("answers reachable for 200 and unreachable for 404 or no answer in time, once per video", async () => {
    const endpoints = { youtube: `${base}/yt`, vimeo: `${base}/vm` };
    const probe = oEmbedVideoProbe({ endpoints });
    const reachable = await probeVideos(
      [
        YOUTUBE,
        YOUTUBE,
        "https://player.vimeo.com/video/76979871",
        "https://www.youtube.com/embed/removedVid01",
      ],
      probe,
    );
    expect(reachable(YOUTUBE)).toBe(true);
    expect(reachable("https://player.vimeo.com/video/76979871")).toBe(true);
    expect(reachable("https://www.youtube.com/embed/removedVid01")).toBe(false);
    expect(requests.filter((r) => r.includes("dQw4w9WgXcQ"))).toHaveLength(1);
    const impatient = oEmbedVideoProbe({ endpoints, timeoutMs: 200 });
    expect(await impatient.reachable("https://www.youtube.com/embed/slowVideo01")).toBe(false);
  });
});
