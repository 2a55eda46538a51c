import { useClient } from "sanity";
import { GeoCopyPreview, type GeoCopyDocument } from "./GeoCopyPreview";

/**
 * The Structure tool's "Preview" view beside a geo copy template (issue 16): the
 * document as it is displayed (draft or published), previewed with the editor's own
 * Sanity token for the site (the Studio logs in with tokens, sanity.config.ts).
 */
export function GeoCopyPreviewView(props: { document: { displayed: GeoCopyDocument } }) {
  const studioToken = useClient({ apiVersion: "2025-02-19" }).config().token;
  return <GeoCopyPreview document={props.document.displayed ?? {}} studioToken={studioToken} />;
}
