import { ShareIcon } from "@sanity/icons/Share";
import { useState } from "react";
import { type DocumentActionComponent, useClient } from "sanity";
import { DEFAULT_SITE_ID } from "@web/rules/sites";
import { originOf } from "../presentation";

type State =
  | { step: "asking" }
  | { step: "done"; url: string; id: string; expiresAt: string }
  | { step: "failed"; message: string };

interface PageFields {
  site?: string;
  path?: string;
}

/**
 * "Share preview link" (issue 16): asks the page's site for a shared preview link of this
 * page's draft (POST /api/preview-links, web/api/previewLinks.ts) and shows it with its
 * expiry and its id (`npm run preview-link -- --revoke <id>` withdraws it). The site checks
 * the editor's Studio token, so the Studio logs in with tokens (sanity.config.ts).
 */
export const SharePreviewLinkAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: "2025-02-19" });
  const [state, setState] = useState<State | null>(null);
  const page = (props.draft ?? props.published) as PageFields | null;
  const close = () => {
    setState(null);
    props.onComplete();
  };

  async function share() {
    if (!page?.path) return;
    setState({ step: "asking" });
    try {
      const token = client.config().token;
      const response = await fetch(`${originOf(page.site)}/api/preview-links`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ site: page.site ?? DEFAULT_SITE_ID, path: page.path, ttl: "24h" }),
      });
      const body = (await response.json()) as {
        url?: string;
        id?: string;
        expiresAt?: string;
        error?: string;
      };
      if (!response.ok || !body.url || !body.id || !body.expiresAt) {
        throw new Error(body.error ?? `The site answered ${response.status}`);
      }
      setState({ step: "done", url: body.url, id: body.id, expiresAt: body.expiresAt });
    } catch (error) {
      setState({ step: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    label: "Share preview link",
    icon: ShareIcon,
    disabled: !props.draft || !page?.path,
    title: props.draft
      ? "A link to this page's draft for a reviewer"
      : "There is no draft to share",
    onHandle: () => void share(),
    dialog: state && {
      type: "dialog",
      header: "Share preview link",
      onClose: close,
      content:
        state.step === "asking" ? (
          <p>Asking the site for a link…</p>
        ) : state.step === "failed" ? (
          <p role="alert">No link: {state.message}</p>
        ) : (
          <div>
            <p>
              Anyone with this link can see this page&apos;s draft until{" "}
              {new Date(state.expiresAt).toLocaleString()}:
            </p>
            <input
              readOnly
              aria-label="Preview link"
              value={state.url}
              style={{ width: "100%" }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p>
              Link id {state.id}: withdraw it with{" "}
              <code>npm run preview-link -- --revoke {state.id}</code>.
            </p>
          </div>
        ),
    },
  };
};
