/**
 * Whether a video embed is reachable (spec 5: "video embeds ... are removed if
 * unreachable"), asked once per video when provider HTML is imported, never per page view.
 * The oEmbed endpoints of YouTube and Vimeo answer 200 for a public, embeddable video and
 * 401/403/404 for one that is private, blocked from embedding or gone. A probe that cannot
 * get an answer (timeout, network) counts the video as unreachable: an embed that might
 * not play is worse than none. The seed, built offline, uses the answers this probe gave
 * (text.ts SEED_VIDEO_AVAILABILITY).
 */
import { log } from "@web/lib/log";

export interface VideoProbe {
  reachable(embedUrl: string): Promise<boolean>;
}

export interface OEmbedEndpoints {
  youtube: string;
  vimeo: string;
}

export const OEMBED_ENDPOINTS: OEmbedEndpoints = {
  youtube: "https://www.youtube.com/oembed",
  vimeo: "https://vimeo.com/api/oembed.json",
};

/** The oEmbed request for an embed URL, or null for an embed that is not a video page. */
export function oEmbedRequestOf(embedUrl: string, endpoints = OEMBED_ENDPOINTS): string | null {
  const url = new URL(embedUrl);
  const youtube = /(?:^|\.)youtube(?:-nocookie)?\.com$/i.test(url.hostname);
  if (youtube) {
    const id = /^\/embed\/([\w-]{6,})$/.exec(url.pathname)?.[1];
    if (!id) return null;
    const watch = `https://www.youtube.com/watch?v=${id}`;
    return `${endpoints.youtube}?format=json&url=${encodeURIComponent(watch)}`;
  }
  const id = /^\/(?:video\/)?(\d+)$/.exec(url.pathname)?.[1];
  if (!id) return null;
  return `${endpoints.vimeo}?url=${encodeURIComponent(`https://vimeo.com/${id}`)}`;
}

export function oEmbedVideoProbe({
  endpoints = OEMBED_ENDPOINTS,
  timeoutMs = 5_000,
}: { endpoints?: OEmbedEndpoints; timeoutMs?: number } = {}): VideoProbe {
  return {
    async reachable(embedUrl) {
      const request = oEmbedRequestOf(embedUrl, endpoints);
      if (!request) return false;
      try {
        const response = await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
        await response.body?.cancel();
        if (!response.ok) log.warn("video-unreachable", { embedUrl, status: response.status });
        return response.ok;
      } catch (error) {
        log.warn("video-unreachable", { embedUrl, error: String(error) });
        return false;
      }
    },
  };
}

/** The probe's answers for a set of embeds, each asked once, as the import's check reads them. */
export async function probeVideos(
  embedUrls: Iterable<string>,
  probe: VideoProbe,
): Promise<(embedUrl: string) => boolean> {
  const distinct = [...new Set(embedUrls)];
  const answers = await Promise.all(distinct.map((url) => probe.reachable(url)));
  const reachable = new Set(distinct.filter((_, i) => answers[i]));
  return (embedUrl) => reachable.has(embedUrl);
}
