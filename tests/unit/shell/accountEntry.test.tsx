/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteShell } from "@web/content/load";
import { SiteHeader } from "@web/shell/SiteHeader";
import { SITE_IDS, SITES, type SiteId } from "@web/site/sites";

/** spec 6: "An account-enabled flag exists for the header." */
type Account = NonNullable<NonNullable<SiteShell["header"]>["account"]>;

function headerWith(account: Account | undefined, site: SiteId = SITE_IDS[0]) {
  const shell = {
    settings: null,
    header: { logoText: null, menuItems: [], secondaryItems: [], account },
    footer: null,
  } as unknown as SiteShell;
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<SiteHeader site={SITES[site]} shell={shell} />);
  return [...container.querySelectorAll<HTMLAnchorElement>("a[data-header-account]")];
}

describe("the header's account entry (spec 6)", () => {
  it("shows the entry in the header and the drawer when the flag is on", () => {
    for (const site of SITE_IDS) {
      const entries = headerWith(
        { enabled: true, text: "Sign in", link: { _type: "link", url: "/saved" } } as Account,
        site,
      );
      expect(entries).toHaveLength(2);
      for (const entry of entries) {
        expect(entry.getAttribute("href")).toBe("/saved");
        expect(entry.textContent).toBe("Sign in");
      }
    }
  });

  it("names it 'My Account' when the editor left the text empty", () => {
    const entries = headerWith({ enabled: true, link: { url: "/saved" } } as Account);
    expect(entries.map((entry) => entry.textContent)).toEqual(["My Account", "My Account"]);
  });

  it("shows no account entry when the flag is off, unset, or has nowhere to lead", () => {
    expect(headerWith({ enabled: false, link: { url: "/saved" } } as Account)).toHaveLength(0);
    expect(headerWith(undefined)).toHaveLength(0);
    expect(headerWith({ enabled: true } as Account)).toHaveLength(0);
  });
});
