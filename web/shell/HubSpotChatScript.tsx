"use client";

import { useEffect } from "react";

/** HubSpot's own id for its loader (its embed code uses it to find itself). */
export const HUBSPOT_SCRIPT_ID = "hs-script-loader";

/**
 * The page's script nonce, as Next's own scripts carry it (web/proxy.ts puts a fresh one
 * in every policy; the page cache swaps it in cached HTML). Browsers hide the attribute's
 * value once the page is parsed, but keep it in the `nonce` property.
 */
export function pageNonce(root: Document = document): string {
  const script = root.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || script?.getAttribute("nonce") || "";
}

/**
 * Loads HubSpot's chat script once per page (spec 9 `hubspot-chat`), after hydration, with
 * the page's nonce: the layout renders this only when the flag is on and
 * HUBSPOT_CHAT_SCRIPT_URL is set (web/site/chatWidget.ts), and web/proxy.ts then opens the
 * policy to HubSpot's domains. The layout stays across client navigations, and a script
 * already in the page is never added twice. Renders nothing.
 */
export function HubSpotChatScript({ src }: { src: string }) {
  useEffect(() => {
    if (document.getElementById(HUBSPOT_SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = HUBSPOT_SCRIPT_ID;
    script.src = src;
    script.async = true;
    script.defer = true;
    script.nonce = pageNonce();
    document.body.appendChild(script);
  }, [src]);
  return null;
}
