import type { Item } from '@kindred/contract/guide'
import { TRAUMA_SLUGS, type ReportFile, type TraumaSlug } from '@kindred/contract/guide-content'

type ResultCardTexts = ReportFile['result_card']

const isTraumaSlug = (slug: string | null): slug is TraumaSlug =>
  slug !== null && (TRAUMA_SLUGS as readonly string[]).includes(slug)

/**
 * The short note under a saved answer. An answer that counts gets the words written for its own type,
 * so a note about harm done to a child never follows an answer about parents separating; a positive
 * experience gets a glad word.
 */
export function resultCardMessage(
  texts: ResultCardTexts,
  item: Pick<Item, 'kind' | 'type_slug'>,
  answer: { counts: boolean; ratherNotSay: boolean },
): string {
  if (answer.ratherNotSay) return texts.rather_not_say
  if (!answer.counts) return texts.not_counting
  if (item.kind === 'pce') return texts.positive
  // Content validation ties every counting item to a type with its own message; anything else is a bug.
  if (!isTraumaSlug(item.type_slug)) throw new Error(`No result-card message for item type ${item.type_slug}`)
  return texts.counting[item.type_slug]
}
