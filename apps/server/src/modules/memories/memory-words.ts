import { inEveryLanguageNow, type InLanguages } from '../../content/content-languages'
import type { RuleLabels } from '../../lib/rule-labels'
import type { TagCatalog } from './content/tag-catalog'

/**
 * What a memory's answer says in one language (decision 083): its tags' names, and to its author
 * the rule a moderator's decision named, in the moderation module's words (lib/rule-labels.ts).
 */
export interface MemoryWords extends TagCatalog {
  ruleLabel(slug: string | null): string | null
}

/** The words of every language: each language's tags, and the rules named in it. */
export const memoryWordsIn = (
  catalogs: InLanguages<TagCatalog>,
  ruleLabels: RuleLabels,
): InLanguages<MemoryWords> =>
  inEveryLanguageNow((language) => ({
    ...catalogs[language],
    ruleLabel: (slug: string | null) => ruleLabels(slug, language),
  }))
