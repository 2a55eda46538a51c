import { draftOf, hero, page, richText } from "../blocks";
import type { PageBlock, SeedPage } from "../model";
import { body, bullets, h2, p } from "../portableText";
import { mainAbout } from "./mainPages";
import { touringChecklist } from "./mainGuides";

/**
 * Unpublished edits, so preview (drafts perspective) visibly differs from what
 * visitors see: a changed hero heading and one extra richText section each.
 */

function withHeroHeading(blocks: SeedPage["blocks"], heading: string): SeedPage["blocks"] {
  return blocks.map((block) => (block._type === "hero" ? { ...block, heading } : block));
}

/** Inserts `extra` right before the first block of type `beforeType`. */
function insertBefore(
  blocks: SeedPage["blocks"],
  beforeType: PageBlock["_type"],
  extra: PageBlock,
): SeedPage["blocks"] {
  const index = blocks.findIndex((block) => block._type === beforeType);
  return [...blocks.slice(0, index), extra, ...blocks.slice(index)];
}

/**
 * The /about draft holds one change of each kind the QA diff shows (issue 16: /qa/diff,
 * `npm run qa:diff`): the hero's heading edited, the call to action moved up under
 * the hero, the awards block deleted and a "Meet our Family Advisors" section added
 * at the end. The blocks keep their fixed keys (mainPages.ts), as in the Studio.
 */
export const mainAboutDraft = draftOf(mainAbout, (draft) => {
  const edited = withHeroHeading(draft.blocks, "About ElderPath — Our Advisors");
  const cta = edited.filter((block) => block._type === "callToAction");
  const rest = edited.filter(
    (block) => block._type !== "callToAction" && block._type !== "badgeShowcase",
  );
  return {
    ...draft,
    blocks: [
      rest[0]!,
      ...cta,
      ...rest.slice(1),
      richText(
        body(
          h2("Meet our Family Advisors"),
          p(
            "Our advisors have worked in senior living sales, hospital discharge planning, social work and home care. Many have cared for a parent themselves. Each one focuses on a handful of metro areas, visits communities in person and hears from families after every move.",
          ),
          bullets(
            "Average of eight years' experience in senior care.",
            "Ongoing training on dementia care, Medicaid and VA benefits.",
            "Available seven days a week by phone.",
          ),
        ),
      ),
    ],
  };
});

export const touringChecklistDraft = draftOf(touringChecklist, (draft) => ({
  ...draft,
  blocks: insertBefore(
    withHeroHeading(draft.blocks, "Your senior living tour checklist (updated for memory care)"),
    "callToAction",
    richText(
      body(
        h2("Extra questions for memory care tours"),
        bullets(
          "What dementia-specific training do caregivers receive, and how often is it refreshed?",
          "How do staff respond to agitation or sundowning without relying on medication?",
          "How are exits secured, and how do residents get outdoor time safely?",
          "How are families kept informed about changes in mood, eating and sleep?",
        ),
      ),
    ),
  ),
}));

/**
 * A page holding a block type the schemas do not define, between normal blocks:
 * a draft that was never published, so visitors get the 404 and only editors, in
 * preview, see it (issue 24: demo content is not public). It intentionally fails
 * schema validation for that one block (tests/studio/validate-seed.ts allow-lists
 * exactly this case): preview shows the block as a labelled placeholder.
 */
export const legacyBlockDemo: SeedPage = draftOf(
  page({
    site: "main",
    path: "/about/legacy-block-demo",
    title: "Legacy block demo",
    metaTitle: "Legacy block demo | ElderPath",
    metaDescription: "A test page with a retired block type. It is hidden from search engines.",
    noIndex: true,
    blocks: [
      hero({
        heading: "Legacy block demo",
        subheading: "The next block uses a block type that no longer exists in the schemas.",
      }),
      richText(body(p("This paragraph comes before the retired block."))),
      { _type: "legacyPromoBanner", text: "Old promo" },
      richText(body(p("This paragraph comes after the retired block."))),
    ],
  }),
  // Only the draft is seeded: the published page it would be a draft of never exists.
  (draft) => draft,
);
