/**
 * Shareable preview links (issue 16): one draft page for a reviewer without Studio access.
 *
 *   npm run preview-link -- --site main --path /about [--ttl 24h]   # issue (30d at most)
 *   npm run preview-link -- --revoke <id>                            # withdraw at once
 *   npm run preview-link -- --revoke-drafts                          # end every draft session
 *
 * Signs with the preview secret (PREVIEW_SECRET; the local default outside production) and
 * prints the link on the site's origin, its id and its expiry. Revoked ids go to
 * PREVIEW_LINK_REVOCATIONS (default data/revoked-preview-links.json), which the server
 * reads on every request.
 *
 * `--revoke-drafts` (issue 28.5) records the time in the same file: every draft-mode
 * cookie issued before it stops opening drafts and the QA views within seconds
 * (web/content/draftModeToken.ts); editors enter draft mode again with the secret.
 */
import { NOT_BEFORE_CACHE_MS } from "@web/content/draftModeToken";
import {
  issuePreviewLink,
  parseTtl,
  PREVIEW_LINK_PREFIX,
  revocationsFile,
  revokeDraftMode,
  revokePreviewLink,
} from "@web/content/previewLinks";
import { DEFAULT_SITE_ID, isSiteId, SITE_IDS, siteOrigin } from "@web/site/sites";

const USAGE = [
  `usage: npm run preview-link -- --site ${SITE_IDS.join("|")} --path /page/path [--ttl 24h]`,
  "       npm run preview-link -- --revoke ID",
  "       npm run preview-link -- --revoke-drafts",
].join("\n");

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

function main(argv: string[]): number {
  const revoke = option(argv, "--revoke");
  try {
    if (argv.includes("--revoke-drafts")) {
      const since = revokeDraftMode();
      console.log(
        `Revoked draft mode: every draft cookie issued before ${since.toISOString()} opens nothing ` +
          `(within ${NOT_BEFORE_CACHE_MS / 1000} s; ${revocationsFile()})`,
      );
      return 0;
    }
    if (revoke !== undefined) {
      const added = revokePreviewLink(revoke);
      console.log(
        added
          ? `Revoked preview link ${revoke} (${revocationsFile()})`
          : `Preview link ${revoke} was already revoked`,
      );
      return 0;
    }
    const site = option(argv, "--site") ?? DEFAULT_SITE_ID;
    const path = option(argv, "--path");
    const ttlText = option(argv, "--ttl") ?? "24h";
    const ttlSeconds = parseTtl(ttlText);
    if (!isSiteId(site) || !path || ttlSeconds === null) {
      console.error(USAGE);
      return 2;
    }
    const { token, claims } = issuePreviewLink({ site, path, ttlSeconds });
    console.log(`${siteOrigin(site)}${PREVIEW_LINK_PREFIX}${token}`);
    console.log(`id: ${claims.jti}`);
    console.log(`expires: ${new Date(claims.exp * 1000).toISOString()}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exit(main(process.argv.slice(2)));
