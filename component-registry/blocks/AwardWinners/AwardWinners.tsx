import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import styles from "@registry/parts/geo/geo.module.css";
import page from "@registry/parts/pageWidth.module.css";
import note from "@registry/parts/provider/MissingProvider.module.css";
import { RatingStars } from "@registry/parts/card/icons";
import type { BlockContext, BlockProps } from "@registry/types";
import { formatRating } from "@templates/format";
import type { AwardSummary, AwardsPageContext } from "@web/pageKinds/awards/awardsPageTypes";
import { careTypeName } from "@web/rules/careTypes";
import { AWARD_FORM_FIELDS, awardsPagePath, awardText } from "@web/rules/awards/awards";
import { listRatingsSourceText } from "@web/rules/trust/factSources";
import own from "./AwardWinners.module.css";

/**
 * The Caring Stars winners (spec 2.1 /bestseniorliving, rule in web/rules/awards/awards.ts):
 * on the index both awards and their years; on an award's or a year's page the
 * year's states and best winners; on a state's page its winners, 20 a page. Year and
 * state are chosen with links and a plain GET form (the proxy turns the submission
 * into the page's path), so nothing here needs JavaScript.
 */
export function AwardWinners({ block, context }: BlockProps<"awardWinners">) {
  const awards = context.awards;
  if (!awards) return <MissingAward context={context} />;
  const heading = awardText(block.heading, awards) || defaultHeading(awards);
  const summary = awards.award ? awards.summaries[0] : null;
  return (
    <BlockSection block="awardWinners">
      <h2 className={section.heading}>{heading}</h2>
      {block.intro ? <p>{block.intro}</p> : null}
      {awards.pageType === "index" ? (
        awards.summaries.map((item) => <AwardYears key={item.award.slug} summary={item} />)
      ) : summary ? (
        <>
          {block.showForm !== false && summary.years.length > 0 ? (
            <ChooseForm awards={awards} summary={summary} />
          ) : null}
          {awards.state ? (
            <StateWinners awards={awards} />
          ) : (
            <YearWinners awards={awards} summary={summary} />
          )}
        </>
      ) : null}
    </BlockSection>
  );
}

/** The block's heading when the editor wrote none (the page's h1 names award, year and state). */
function defaultHeading(awards: AwardsPageContext): string {
  if (!awards.award) return "Caring Stars winners by year";
  if (awards.state) return `Winners in ${awards.state.name}`;
  if (awards.year) return `Winners of ${awards.year}`;
  return "Winners";
}

/** An award's years, each linking to its page, with the count of winners. */
function AwardYears({ summary }: { summary: AwardSummary }) {
  return (
    <>
      <h3 className={styles.subheading}>
        <a className={styles.link} href={awardsPagePath(summary.award)}>
          {summary.award.name}
        </a>
      </h3>
      {summary.years.length > 0 ? (
        <ul className={own.years} aria-label={`${summary.award.name} years`}>
          {summary.years.map((entry) => (
            <li key={entry.year}>
              <a className={styles.link} href={awardsPagePath(summary.award, entry.year)}>
                {entry.year}
              </a>{" "}
              <span className={styles.count}>
                ({entry.winners.toLocaleString("en-US")} winners)
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No winners yet.</p>
      )}
    </>
  );
}

/** The no-JavaScript chooser: GET to the award's path with year and state. */
function ChooseForm({ awards, summary }: { awards: AwardsPageContext; summary: AwardSummary }) {
  const award = summary.award;
  const yearId = `award-year-${award.slug}`;
  const stateId = `award-state-${award.slug}`;
  return (
    <form method="get" action={awardsPagePath(award)} className={own.form} data-award-form="">
      <div className={own.field}>
        <label className={own.label} htmlFor={yearId}>
          Year
        </label>
        <select
          id={yearId}
          name={AWARD_FORM_FIELDS.year}
          className={own.select}
          defaultValue={awards.year ?? undefined}
        >
          {summary.years.map((entry) => (
            <option key={entry.year} value={entry.year}>
              {entry.year}
            </option>
          ))}
        </select>
      </div>
      <div className={own.field}>
        <label className={own.label} htmlFor={stateId}>
          State
        </label>
        <select
          id={stateId}
          name={AWARD_FORM_FIELDS.state}
          className={own.select}
          defaultValue={awards.state?.urlName ?? ""}
        >
          <option value="">All states</option>
          {summary.states.map((state) => (
            <option key={state.code} value={state.urlName}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={own.submit}>
        Show winners
      </button>
    </form>
  );
}

/** An award's or a year's page: the year's states with counts, then its best winners. */
function YearWinners({ awards, summary }: { awards: AwardsPageContext; summary: AwardSummary }) {
  const award = summary.award;
  const year = summary.years.find((entry) => entry.year === awards.year);
  if (!year) return <p>No winners yet.</p>;
  return (
    <>
      <h3 className={styles.subheading}>Winners of {year.year} by state</h3>
      <ul className={styles.cities} aria-label="States">
        {year.states.map((state) => (
          <li key={state.code}>
            <a className={styles.link} href={awardsPagePath(award, year.year, state.code)}>
              {state.name}
            </a>{" "}
            <span className={styles.count}>({state.winners.toLocaleString("en-US")})</span>
          </li>
        ))}
      </ul>
      {awards.winners.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Top-rated winners of {year.year}</h3>
          <WinnerList awards={awards} />
        </>
      ) : null}
      {summary.years.length > 1 ? (
        <>
          <h3 className={styles.subheading}>Other years</h3>
          <ul className={own.years} aria-label="Other years">
            {summary.years
              .filter((entry) => entry.year !== year.year)
              .map((entry) => (
                <li key={entry.year}>
                  <a className={styles.link} href={awardsPagePath(award, entry.year)}>
                    {entry.year}
                  </a>
                </li>
              ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** A state's page: its winners that year, best first, 20 a page. */
function StateWinners({ awards }: { awards: AwardsPageContext }) {
  const state = awards.state!;
  if (awards.winners.length === 0) {
    return (
      <p>
        No {awards.award?.name} winners in {state.name} in {awards.year}.{" "}
        <a className={styles.link} href={awardsPagePath(awards.award, awards.year)}>
          See the winners of {awards.year} in every state
        </a>
        .
      </p>
    );
  }
  const pageHref = (page: number) => (page > 1 ? `${awards.path}?page=${page}` : awards.path);
  return (
    <>
      <p className={styles.count}>
        {awards.total.toLocaleString("en-US")} {awards.total === 1 ? "winner" : "winners"}
        {awards.pageCount > 1 ? `, page ${awards.page} of ${awards.pageCount}` : ""}
      </p>
      <WinnerList awards={awards} />
      {awards.pageCount > 1 ? (
        <nav aria-label="Pages of winners">
          <ul className={own.pages}>
            {Array.from({ length: awards.pageCount }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                {page === awards.page ? (
                  <span className={own.page} aria-current="page">
                    {page}
                  </span>
                ) : (
                  <a
                    className={`${styles.link} ${own.page}`}
                    href={pageHref(page)}
                    aria-label={`Page ${page}`}
                  >
                    {page}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

function WinnerList({ awards }: { awards: AwardsPageContext }) {
  return (
    <>
      <WinnerItems awards={awards} />
      {awards.winners.some((winner) => winner.reviewCount > 0) ? (
        <p className={styles.source} data-ratings-source="">
          {listRatingsSourceText(awards.winners.map((winner) => winner.reviewsAsOf))}.
        </p>
      ) : null}
    </>
  );
}

/**
 * The winners, best first, each a row: the rank (the list's own numbers, shown as a
 * badge; the reset hides list markers), the name, care type and place, and the rating
 * as stars and words.
 */
function WinnerItems({ awards }: { awards: AwardsPageContext }) {
  return (
    <ol className={own.winners} start={awards.firstRank} aria-label="Winners">
      {awards.winners.map((winner, index) => (
        <li key={winner.id} className={own.winner} data-award-winner={winner.id}>
          <span className={own.rank} aria-hidden="true">
            {awards.firstRank + index}
          </span>
          <div className={own.winnerBody}>
            <a className={`${styles.link} ${own.winnerName}`} href={winner.path}>
              {winner.name}
            </a>
            <span className={own.meta}>
              {careTypeName(winner.careType) ?? winner.careType} · {winner.city}, {winner.stateCode}
            </span>
            {winner.averageRating !== null && winner.reviewCount > 0 ? (
              <span className={own.rating}>
                <span className={own.stars}>
                  <RatingStars filled={winner.averageRating} size={16} />
                </span>
                {` ${formatRating(winner.averageRating)} out of 5 (${winner.reviewCount.toLocaleString("en-US")} ${winner.reviewCount === 1 ? "review" : "reviews"})`}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Outside the awards pages: nothing for visitors, a labelled note in preview. */
function MissingAward({ context }: { context: BlockContext }) {
  if (!context.preview) return null;
  return (
    <div className={page.pageWidth}>
      <p role="note" className={note.note} data-missing-award="">
        Award winners: this block lists award winners. Place it on the awards page template.
      </p>
    </div>
  );
}
