/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { configProblems, scriptUrlSetting } from "@web/lib/config";
import { resolveFeatureFlags, type FeatureFlag } from "@web/lib/featureFlags";
import {
  chatPolicySources,
  chatWidgetOf,
  HUBSPOT_CHAT_SOURCES,
  sitePolicySources,
} from "@web/site/chatWidget";
import { pageContentSecurityPolicy } from "@web/site/securityHeaders";
import { VIDEO_FRAME_ORIGINS } from "@web/rules/videoEmbeds";
import { HubSpotChatScript, HUBSPOT_SCRIPT_ID } from "@web/shell/HubSpotChatScript";
import { siteFeatureFlags } from "@web/content/featureFlags";

jest.mock("@web/content/featureFlags", () => ({ siteFeatureFlags: jest.fn() }));

/**
 * spec 9 `hubspot-chat` and `faux-chat`: which chat a site shows, HubSpot's script loaded
 * once with the page's nonce, and the page policy opened to HubSpot only while it loads.
 */

const HUBSPOT = "https://js.hs-scripts.com/123456.js";
const flags = (...names: FeatureFlag[]) => resolveFeatureFlags(names, "");

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("which chat a site shows", () => {
  it("shows HubSpot's only with the flag on and the script set; else none", () => {
    expect(chatWidgetOf(flags("hubspot-chat"), HUBSPOT)).toEqual({
      kind: "hubspot",
      scriptUrl: HUBSPOT,
    });
    expect(chatWidgetOf(flags("hubspot-chat"), null)).toBeNull();
    expect(chatWidgetOf(flags(), HUBSPOT)).toBeNull();
    expect(chatWidgetOf(flags("enhanced-search-v2"), HUBSPOT)).toBeNull();
  });

  it("shows the faux chat with its flag; the real chat wins when both can show", () => {
    expect(chatWidgetOf(flags("faux-chat"), null)).toEqual({ kind: "faux" });
    expect(chatWidgetOf(flags("faux-chat", "hubspot-chat"), HUBSPOT)?.kind).toBe("hubspot");
    expect(chatWidgetOf(flags("faux-chat", "hubspot-chat"), null)).toEqual({ kind: "faux" });
  });
});

describe("HUBSPOT_CHAT_SCRIPT_URL", () => {
  it("takes an https URL, or http on this machine only", () => {
    expect(scriptUrlSetting(HUBSPOT)).toBe(HUBSPOT);
    expect(scriptUrlSetting(" http://127.0.0.1:3106/chat.js ")).toBe(
      "http://127.0.0.1:3106/chat.js",
    );
    expect(scriptUrlSetting("http://alt.localhost:3100/chat.js")).toBe(
      "http://alt.localhost:3100/chat.js",
    );
    for (const refused of [
      "http://js.hs-scripts.com/1.js",
      "javascript:alert(1)",
      "//js.hs-scripts.com/1.js",
      "https://user:pass@js.hs-scripts.com/1.js",
      "not a url",
    ]) {
      expect(scriptUrlSetting(refused)).toBeNull();
    }
    expect(scriptUrlSetting(undefined)).toBeNull();
  });

  it("stops the server on a value it would not load", () => {
    expect(configProblems({ HUBSPOT_CHAT_SCRIPT_URL: HUBSPOT })).toEqual([]);
    expect(configProblems({ HUBSPOT_CHAT_SCRIPT_URL: "http://evil.example/x.js" })).toEqual([
      expect.stringMatching(/^HUBSPOT_CHAT_SCRIPT_URL must be an https:\/\/ URL/),
    ]);
  });
});

describe("the page policy for the chat", () => {
  const policy = (chat: Parameters<typeof chatPolicySources>[0]) =>
    pageContentSecurityPolicy({ nonce: "n0nce", studio: [], extra: chatPolicySources(chat) });
  const plain = pageContentSecurityPolicy({ nonce: "n0nce", studio: [] });

  it("is unchanged without HubSpot's script: no chat, or the faux one (same-origin posts)", () => {
    expect(policy(null)).toBe(plain);
    expect(policy({ kind: "faux" })).toBe(plain);
    expect(pageContentSecurityPolicy({ nonce: "n0nce", studio: [], extra: {} })).toBe(plain);
  });

  it("allows the script's origin and HubSpot's domains, and nothing else, with the script", () => {
    const local = "http://127.0.0.1:3106/hubspot-chat.js";
    const opened = directives(policy({ kind: "hubspot", scriptUrl: local }));
    expect(opened.get("script-src")).toEqual([
      "'self'",
      "'nonce-n0nce'",
      "'strict-dynamic'",
      "http://127.0.0.1:3106",
      ...HUBSPOT_CHAT_SOURCES["script-src"],
    ]);
    expect(opened.get("connect-src")).toEqual(["'self'", ...HUBSPOT_CHAT_SOURCES["connect-src"]]);
    // The providers' video embeds (spec 5) stay framable beside the chat's frame.
    expect(opened.get("frame-src")).toEqual([
      "'self'",
      ...VIDEO_FRAME_ORIGINS,
      "https://app.hubspot.com",
    ]);
    expect(opened.get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      ...HUBSPOT_CHAT_SOURCES["img-src"],
    ]);
    // What the chat does not need stays as it was.
    const before = directives(plain);
    for (const name of ["default-src", "style-src", "font-src", "object-src", "base-uri"]) {
      expect(opened.get(name)).toEqual(before.get(name));
    }
    // HubSpot's own loader origin is listed once.
    const hubspot = directives(policy({ kind: "hubspot", scriptUrl: HUBSPOT }));
    expect(hubspot.get("script-src")?.filter((s) => s === "https://js.hs-scripts.com")).toEqual([
      "https://js.hs-scripts.com",
    ]);
  });

  it("reads the site's flags only when a script is set", async () => {
    const read = jest.mocked(siteFeatureFlags);
    read.mockResolvedValue(flags("hubspot-chat"));
    expect(await sitePolicySources("main", null)).toEqual({});
    expect(read).not.toHaveBeenCalled();
    expect(await sitePolicySources("main", HUBSPOT)).toEqual(
      chatPolicySources({ kind: "hubspot", scriptUrl: HUBSPOT }),
    );
    expect(read).toHaveBeenCalledWith("main");
    read.mockResolvedValue(flags("faux-chat"));
    expect(await sitePolicySources("alt", HUBSPOT)).toEqual({});
  });
});

describe("HubSpotChatScript", () => {
  it("adds HubSpot's script once, with the page's nonce", () => {
    const next = document.createElement("script");
    next.setAttribute("nonce", "page-nonce");
    document.head.appendChild(next);
    const { unmount } = render(<HubSpotChatScript src={HUBSPOT} />);
    render(<HubSpotChatScript src={HUBSPOT} />);
    const scripts = document.querySelectorAll<HTMLScriptElement>(`script#${HUBSPOT_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(HUBSPOT);
    expect(scripts[0]!.nonce).toBe("page-nonce");
    expect(scripts[0]!.async).toBe(true);
    unmount();
  });
});
