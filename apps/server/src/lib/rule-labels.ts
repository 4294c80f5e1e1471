import type { Language } from '@kindred/contract/languages'

/**
 * The words of the rule a moderator's decision named (a report reason's slug) in a language, null
 * for none: what an author reads of their memory or comment set aside, and what a notification of a
 * decision says (decision 083). The moderation module owns the reasons and their words in every
 * language; app.ts hands this to the modules that tell of a decision, registered before it.
 */
export type RuleLabels = (slug: string | null, language: Language) => string | null
