import { ALT, expect, expectNoAxeViolations, MAIN, test } from "./fixtures";

/**
 * spec 9's chat flags in the browser. The seed turns `faux-chat` on for the alternate site
 * only (docs/spec-decisions.md) and configures no HubSpot script, so one server shows
 * both states: the scripted chat on one brand, no chat on the other, and no HubSpot
 * request or policy anywhere (tests/security/serverSettings.spec.ts loads a script).
 */

/** The chat's code loads on first open; the shared server can be slow to serve it. */
const SLOW = { timeout: 30_000 };
const PANEL = "[data-faux-chat-panel]";
const HUBSPOT = /hs-scripts|hubspot|usemessages|hs-analytics|hs-banner|hscollectedforms/;

test(
  "the faux chat asks the inquiry's questions and stores the lead; only where its flag is on, and no HubSpot anywhere",
  {
    tag: "@viewport-independent",
  },
  async ({ page }) => {
    const hubspotRequests: string[] = [];
    page.on("request", (request) => {
      if (HUBSPOT.test(request.url())) hubspotRequests.push(request.url());
    });

    // Off on the main site: no launcher, and the policy names no chat domain.
    const main = await page.goto(`${MAIN}/resources/paying-for-assisted-living`);
    expect(main?.headers()["content-security-policy"]).not.toMatch(HUBSPOT);
    await expect(page.locator("[data-floating-cta]")).toBeVisible(SLOW);
    await expect(page.locator("[data-faux-chat]")).toHaveCount(0);

    // On on the alternate site, once the page is interactive; one floating element at a
    // time (issue 23): while the bottom popup shows, the launcher waits for its Dismiss.
    const alt = await page.goto(`${ALT}/resources/paying-for-assisted-living`);
    expect(alt?.headers()["content-security-policy"]).not.toMatch(HUBSPOT);
    const launcher = page.getByRole("button", { name: "Chat with an advisor" });
    const bar = page.locator("[data-floating-cta]");
    await expect(bar).toBeVisible(SLOW);
    await expect(page.locator("[data-faux-chat]")).toHaveAttribute("style", /--chat-inset: [1-9]/);
    await expect(launcher).toBeHidden();
    await bar.getByRole("button", { name: "Dismiss" }).click();
    await expect(bar).toBeHidden();
    await expect(launcher).toBeVisible();

    await launcher.click();
    const chat = page.getByRole("dialog", { name: "Chat with an advisor" });
    const log = chat.getByRole("log");
    await expect(chat.getByRole("button", { name: "Parent(s)" })).toBeFocused(SLOW);
    await expectNoAxeViolations(page, { within: PANEL });

    // The keyboard alone: Enter on the focused answers, typing into the focused box.
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("button", { name: "Assisted living" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(log).toContainText("Memory care");
    const name = chat.getByRole("textbox", { name: "Your Full Name" });
    await expect(name).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(chat.getByText("Please enter your full name")).toBeVisible();
    await page.keyboard.type("Grace Hopper");
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("textbox", { name: "Your Phone Number" })).toBeFocused();
    await page.keyboard.type("15125550177");
    await page.keyboard.press("Enter");
    const email = `chat.${Date.now().toString(36)}@example.com`;
    await expect(chat.getByRole("textbox", { name: "Your Email" })).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("button", { name: "Send my request" })).toBeFocused();
    await expectNoAxeViolations(page, { within: PANEL });

    const sent = page.waitForRequest((request) => request.url().endsWith("/api/inquiry"));
    await page.keyboard.press("Enter");
    expect((await sent).postDataJSON()).toMatchObject({
      whoAreYouLookingFor: "Parent(s)",
      typeOfCare: "memory-care-facilities",
      phoneNumber: "(512) 555-0177",
      email,
      formId: "faux-chat",
      inquiryType: "information",
      source: "alt",
    });
    const summary = chat.getByRole("link", { name: "See your request" });
    await expect(summary).toBeFocused(SLOW);
    await expect(log).toContainText("Thank You for your request!");

    // Escape closes, back to the launcher; the conversation is kept.
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
    await launcher.click();
    await expect(summary).toBeVisible();

    // The lead was stored: the thank-you page reads it back through its token.
    await summary.click();
    const request = page.getByRole("region", { name: "Your request" });
    await expect(request.getByRole("definition")).toHaveText([
      /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M\sET$/,
      "Information",
      "Parent(s)",
      "Memory Care",
      "Grace H.",
      "(•••) •••-0177ending in 0177",
      /^c\*+@example\.com$/,
    ]);
    expect(hubspotRequests).toEqual([]);
  },
);
