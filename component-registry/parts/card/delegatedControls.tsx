import type { CardImage as CardImageData } from "@web/rules/card/placeholderImage";
import { placeholderImageFor } from "@web/rules/card/placeholderImage";
import { CARING_STARS_CAPTION, topRatedYearsDisplay } from "@web/rules/card/topRatedYears";
import { VERIFIED_PARTNER_LABEL } from "@web/rules/card/verifiedPartner";
import type { InquiryProvider } from "@registry/parts/inquiryForm/InquiryForm";
import type { DescriptionSummary } from "@registry/parts/card/CardDescription";
import { HeartIcon, StrokeIcon } from "@registry/parts/card/icons";
import imageStyles from "@registry/parts/card/CardImage.module.css";
import descriptionStyles from "@registry/parts/card/CardDescription.module.css";
import verifiedStyles from "@registry/parts/card/VerifiedPartnerBadge.module.css";
import compareStyles from "@registry/parts/compare/CompareCheckbox.module.css";
import saveStyles from "@registry/parts/saved/SaveToggle.module.css";
import yearsStyles from "@registry/parts/TopRatedYears.module.css";

/*
 * A server-rendered card's controls as plain markup (issue 23: the search page's
 * blocking time). Each is the server HTML of its client component (CardImage,
 * CompareCheckbox, SaveToggle, CardDescription, TopRatedYears, VerifiedPartnerBadge,
 * the inquiry opener), marked with data attributes; one client component per results
 * list (CardControls.tsx) gives all of them their behaviour by event delegation, so
 * the twenty cards of a page hydrate as markup instead of as eight islands each.
 * Cards rendered in the browser (the saved list) keep the client components.
 */

/** CardImage's markup; the placeholder to fall back to in `data-fallback`. */
export function DelegatedCardImage({
  image,
  placeholderKey,
  priority = false,
  eager = false,
}: {
  image: CardImageData;
  placeholderKey: string;
  priority?: boolean;
  eager?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed box, lazy by default, with a placeholder fallback
    <img
      src={image.src}
      alt={image.alt}
      width={400}
      height={300}
      loading={priority || eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={imageStyles.image}
      data-placeholder={image.isPlaceholder ? "true" : "false"}
      {...(image.isPlaceholder ? {} : { "data-fallback": placeholderImageFor(placeholderKey) })}
    />
  );
}

/** SaveToggle's markup, unpressed until the list's controls read the saved ids. */
export function DelegatedSaveToggle({ provider }: { provider: { id: string; name: string } }) {
  return (
    <button
      type="button"
      className={saveStyles.toggle}
      aria-pressed={false}
      aria-label={`Save ${provider.name}`}
      data-saved="false"
      data-ready="false"
      data-save={provider.id}
    >
      <HeartIcon />
    </button>
  );
}

/** CompareCheckbox's markup. */
export function DelegatedCompareCheckbox({ provider }: { provider: { id: string; name: string } }) {
  return (
    <label className={compareStyles.label} data-compare-checkbox={provider.id}>
      <input
        type="checkbox"
        className={compareStyles.checkbox}
        aria-label={`Compare ${provider.name}`}
        data-compare={provider.id}
      />
      <span>Compare</span>
    </label>
  );
}

/** CardDescription's collapsed markup for a summary (the rest loads on READ MORE). */
export function DelegatedCardDescription({
  summary,
  providerId,
  describedBy,
  contentId,
}: {
  summary: DescriptionSummary;
  providerId: string;
  describedBy: string;
  /** The id of the description's text, which READ MORE controls. */
  contentId: string;
}) {
  if (!summary.preview) return null;
  if (!summary.collapsible) {
    return (
      <p className={descriptionStyles.text} data-description="full">
        {summary.preview}
      </p>
    );
  }
  return (
    <div data-description="collapsed">
      <div id={contentId} className={descriptionStyles.text}>
        <p className={descriptionStyles.clamped}>{summary.preview}</p>
      </div>
      <button
        type="button"
        className={descriptionStyles.toggle}
        aria-expanded={false}
        aria-controls={contentId}
        aria-describedby={describedBy}
        data-read-more={providerId}
      >
        READ MORE
      </button>
    </div>
  );
}

/**
 * TopRatedYears' markup (a card's: the caption for assistive technology only): every
 * year View More would show is rendered, those beyond the first ones hidden.
 */
export function DelegatedTopRatedYears({
  years,
  idPrefix,
}: {
  years: readonly number[];
  idPrefix: string;
}) {
  const collapsed = topRatedYearsDisplay(years, false);
  const expanded = topRatedYearsDisplay(years, true);
  const listId = `${idPrefix}-years`;
  return (
    <div className={yearsStyles.row}>
      <ul id={listId} className={yearsStyles.years} aria-label={CARING_STARS_CAPTION}>
        {expanded.shown.map((year, index) => (
          <li
            key={year}
            className={yearsStyles.year}
            {...(index >= collapsed.shown.length ? { hidden: true, "data-more-year": "" } : {})}
          >
            {year}
          </li>
        ))}
      </ul>
      {expanded.moreCount > 0 ? (
        <p className={yearsStyles.more} hidden data-more-count="">
          +{expanded.moreCount} more
        </p>
      ) : null}
      {collapsed.toggleLabel ? (
        <button
          type="button"
          className={yearsStyles.toggle}
          aria-expanded={false}
          aria-controls={listId}
          data-years-toggle=""
          data-ready="false"
        >
          {collapsed.toggleLabel}
        </button>
      ) : null}
    </div>
  );
}

/**
 * VerifiedPartnerBadge's markup (a toggletip). The tip's text, the same on every card of a
 * brand, is the list's (ResultsList's `verifiedPartnerTip`), written in when it opens:
 * twenty cards carried it twice each, in the HTML and the RSC payload.
 */
export function DelegatedVerifiedPartnerBadge({ idPrefix }: { idPrefix: string }) {
  const tipId = `${idPrefix}-verified`;
  return (
    <div data-toggletip="">
      <button
        type="button"
        className={verifiedStyles.badge}
        aria-expanded={false}
        aria-controls={tipId}
        data-toggletip-button=""
      >
        <StrokeIcon icon="verified" size={18} />
        {VERIFIED_PARTNER_LABEL}
        <StrokeIcon icon="info" size={16} />
      </button>
      <div id={tipId} hidden role="note" className={verifiedStyles.tip}>
        <p className={verifiedStyles.tipText} data-verified-tip="" />
      </div>
    </div>
  );
}

/**
 * The inquiry opener's markup: a link to the provider page's costs (or comparison)
 * section for a page without JavaScript, and the button that replaces it once the
 * list's controls run (they open the inquiry dialog, CardControls.tsx). The dialog's
 * form needs the provider's id, name, page and place: the name is the card's title
 * (`describedBy`), the page the link's path, the rest the button's data attributes,
 * a few bytes each where a JSON copy of the provider took about 370 per card.
 */
export function DelegatedInquiryOpener({
  text,
  fallbackHref,
  className,
  describedBy,
  inquiry,
}: {
  text: string;
  fallbackHref: string;
  className?: string;
  /** The id of the card's title, whose text is the provider's name. */
  describedBy: string;
  /** What the dialog's form needs about the provider (CardControls.tsx reads it). */
  inquiry: { provider: InquiryProvider; priced: boolean; rollUpType: string | null };
}) {
  return (
    <>
      <a
        href={fallbackHref}
        className={className}
        aria-describedby={describedBy}
        data-inquiry-fallback=""
      >
        {text}
      </a>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        hidden
        data-inquiry-card={inquiry.provider.id}
        data-location={inquiry.provider.location ?? undefined}
        data-roll-up={inquiry.rollUpType ?? undefined}
        data-priced={inquiry.priced ? "" : undefined}
      >
        {text}
      </button>
    </>
  );
}
