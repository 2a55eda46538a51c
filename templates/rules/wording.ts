/**
 * Does a sentence of geo copy name its care type the way English does (issue 24.9)? The
 * catalogue's words (web/rules/careTypes.ts) say how: the care as a mass noun
 * ("nursing home care costs"), its providers singular and plural ("1 home", "3 homes").
 * The slips this finds are the ones copy written with the page's name makes when the
 * name is a plural ("Nursing Homes"): "What nursing homes costs", "nursing homes
 * listings", "Nationally, nursing averages …", "1 communities".
 */
import { careTypeName, findCareType, type ProviderWords } from "@web/rules/careTypes";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const phrase = (text: string) => escape(text).replace(/ /g, "\\s+");

interface WordingRule {
  pattern: RegExp;
  message: string;
}

function rulesOf(name: string, words: ProviderWords): WordingRule[] {
  const rules: WordingRule[] = [];
  const { care, kind, singular, plural } = words;
  if (name !== care) {
    // The page's name used as the care: a verb or noun that needs the care itself.
    rules.push({
      pattern: new RegExp(
        `\\b${phrase(name)}\\s+(costs|averages|listings|providers|is|has)\\b`,
        "i",
      ),
      message: `"${name}" used as the care; write {{careName}} ("${care}") or {{providersName}} ("${kind} ${plural}")`,
    });
  }
  if (kind !== care) {
    // The adjective alone as the subject: "nursing averages".
    rules.push({
      pattern: new RegExp(`\\b${phrase(kind)}\\s+(costs|averages|is)\\b`, "i"),
      message: `"${kind}" alone names no care; write {{careName}} ("${care}")`,
    });
  }
  rules.push(
    {
      pattern: new RegExp(`(?<![\\d,.])\\b1\\s+${phrase(kind)}\\s+${phrase(plural)}\\b`, "i"),
      message: `one provider counted as "${plural}"; write {{pluralize providerCount providerName providersName}}`,
    },
    {
      pattern: new RegExp(
        `\\b(?:[02-9]|\\d{2,}|\\d{1,3}(?:,\\d{3})+)\\s+${phrase(kind)}\\s+${phrase(singular)}\\b(?!\\s+(care|fee))`,
        "i",
      ),
      message: `several providers counted as "${singular}"; write {{pluralize providerCount providerName providersName}}`,
    },
  );
  return rules;
}

const rulesBySlug = new Map<string, WordingRule[]>();

/** The wording slips of one sentence of a care type's copy; [] for other care types. */
export function wordingProblems(sentence: string, careTypeSlug: string | undefined): string[] {
  const careType = findCareType(careTypeSlug);
  if (!careType || careType.pages !== "geo") return [];
  let rules = rulesBySlug.get(careType.slug);
  if (!rules) {
    const name = (careTypeName(careType.slug) ?? careType.name).toLowerCase();
    rules = rulesOf(name, careType.providerWords);
    rulesBySlug.set(careType.slug, rules);
  }
  return rules.filter((rule) => rule.pattern.test(sentence)).map((rule) => rule.message);
}
