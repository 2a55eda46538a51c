import { useId, useState } from "react";
import { rememberPreviewSecret } from "./editorCredential";

/**
 * Where the editor gives the site's preview secret when the site asked for the
 * editor's credentials (issue 28.1): once per browser tab, kept in its session only
 * (./editorCredential.ts). A site in hosted mode takes the editor's Sanity token
 * instead, which the Studio sends by itself.
 */
export function PreviewSecretField({ onSecret }: { onSecret: (secret: string) => void }) {
  const [secret, setSecret] = useState("");
  const hint = useId();
  return (
    <form
      data-preview-secret
      style={{ display: "grid", gap: "0.5rem" }}
      onSubmit={(event) => {
        event.preventDefault();
        const value = secret.trim();
        if (!value) return;
        rememberPreviewSecret(value);
        onSecret(value);
      }}
    >
      <label style={{ display: "grid", gap: "0.25rem", fontWeight: 600 }}>
        The site&apos;s preview secret
        <input
          type="password"
          autoComplete="off"
          aria-describedby={hint}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          style={{ padding: "0.4rem", font: "inherit", fontWeight: 400 }}
        />
      </label>
      <p id={hint} style={{ margin: 0, fontSize: "0.85rem" }}>
        Asked once: this browser tab keeps it until it closes.
      </p>
      <button type="submit" style={{ justifySelf: "start", padding: "0.4rem 0.9rem" }}>
        Use the secret
      </button>
    </form>
  );
}
