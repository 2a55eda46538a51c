/**
 * The site's chat (spec 9's `hubspot-chat` and `faux-chat` flags): which one a site shows,
 * and what the page policy must allow for it. The layout renders the chat
 * (web/app/[site]/layout.tsx) and web/proxy.ts builds the policy from the same answer,
 * so a page and its policy agree on it (docs/security.md "HubSpot chat").
 *
 * - `hubspot-chat` on and HUBSPOT_CHAT_SCRIPT_URL set: HubSpot's script, once per page,
 *   with the page's nonce; the policy adds the script's origin and HubSpot's domains.
 * - `hubspot-chat` on without the setting: nothing loads, and the policy is unchanged.
 * - `faux-chat` on: the scripted chat of web/shell/FauxChatLauncher.tsx, which posts to
 *   the site's own /api/inquiry (nothing to add to the policy).
 * - Both on, with the script set: the real chat wins (two chat buttons in one corner
 *   would compete); without the script the faux chat shows.
 */
import "server-only";
import { pageFeatureFlags, siteFeatureFlags } from "@web/content/featureFlags";
import type { FeatureFlag } from "@web/lib/featureFlags";
import { config } from "@web/lib/config";
import type { SiteId } from "./sites";

export type ChatWidget = { kind: "hubspot"; scriptUrl: string } | { kind: "faux" } | null;

/** The chat a site with these flags shows (`scriptUrl`: HUBSPOT_CHAT_SCRIPT_URL, checked). */
export function chatWidgetOf(
  flags: ReadonlySet<FeatureFlag>,
  scriptUrl: string | null = config.hubspotChatScriptUrl(),
): ChatWidget {
  if (flags.has("hubspot-chat") && scriptUrl) return { kind: "hubspot", scriptUrl };
  if (flags.has("faux-chat")) return { kind: "faux" };
  return null;
}

/** Sources added to the page policy, by directive. */
export type PolicySources = Partial<
  Record<"script-src" | "connect-src" | "frame-src" | "img-src" | "font-src", readonly string[]>
>;

/**
 * What HubSpot's chat reaches once its embed script runs, as HubSpot's install code and
 * the policies published for it name them: the loader's further scripts (chat, analytics,
 * cookie banner, collected forms), its API, the chat's frame and its tracking pixel.
 * Under 'strict-dynamic' the scripts it inserts run by trust from the nonce'd loader;
 * the hosts in script-src serve browsers that predate 'strict-dynamic'.
 */
export const HUBSPOT_CHAT_SOURCES = {
  "script-src": [
    "https://js.hs-scripts.com",
    "https://js.usemessages.com",
    "https://js.hs-analytics.net",
    "https://js.hs-banner.com",
    "https://js.hscollectedforms.net",
  ],
  "connect-src": ["https://api.hubspot.com", "https://api.hubapi.com", "https://forms.hubspot.com"],
  "frame-src": ["https://app.hubspot.com"],
  "img-src": ["https://track.hubspot.com", "https://forms.hubspot.com"],
} as const satisfies PolicySources;

/** The policy's additions for a chat: none but for HubSpot's, with its script's own origin. */
export function chatPolicySources(chat: ChatWidget): PolicySources {
  if (chat?.kind !== "hubspot") return {};
  const origin = new URL(chat.scriptUrl).origin;
  const scripts = HUBSPOT_CHAT_SOURCES["script-src"];
  return {
    ...HUBSPOT_CHAT_SOURCES,
    "script-src": (scripts as readonly string[]).includes(origin) ? scripts : [origin, ...scripts],
  };
}

/** The chat `site` shows, from its flags (its settings and FEATURE_FLAGS). */
export async function siteChatWidget(
  site: SiteId,
  scriptUrl: string | null = config.hubspotChatScriptUrl(),
): Promise<ChatWidget> {
  return chatWidgetOf(await siteFeatureFlags(site), scriptUrl);
}

/** The chat a page of `site` shows, from the flags read with the page (`pageFeatureFlags`). */
export async function pageChatWidget(
  site: SiteId,
  scriptUrl: string | null = config.hubspotChatScriptUrl(),
): Promise<ChatWidget> {
  return chatWidgetOf(await pageFeatureFlags(site), scriptUrl);
}

/**
 * What `site`'s page policy adds for its chat (web/proxy.ts, on every document). Without
 * HUBSPOT_CHAT_SCRIPT_URL nothing can be added, and the site's flags are not even read.
 */
export async function sitePolicySources(
  site: SiteId,
  scriptUrl: string | null = config.hubspotChatScriptUrl(),
): Promise<PolicySources> {
  if (!scriptUrl) return {};
  return chatPolicySources(await siteChatWidget(site, scriptUrl));
}
