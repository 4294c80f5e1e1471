import { CAREGIVER_STYLES, type CaregiverStyle } from '@kindred/contract/guide-content'
import type { Item, TraumaType } from '@kindred/contract/guide'

export interface AnswerInput {
  trauma_id: number
  value: string
}

export interface Scores {
  /** CDC–Kaiser categories with at least one counting answer, 0–10 (SPEC §4.2). */
  ace: number
  /** The same over the expanded types. */
  expanded: number
  /** Positive childhood experiences reported, 0–7. */
  pce: number
  /** Slugs of every type with a counting answer, in the order of the types. */
  presentTypes: string[]
  /** The caregiver styles picked ("none" for one not answered), when either was answered. */
  caregivers: { a: CaregiverStyle; b: CaregiverStyle } | null
}

const isStyle = (value: string | undefined): value is CaregiverStyle =>
  (CAREGIVER_STYLES as readonly string[]).includes(value ?? '')

/**
 * Scores a set of answers. Whether an answer counts is read from the item's current options, so a
 * correction in the content files applies to every report rebuilt after it. One point per category,
 * whatever the frequency or the number of items answered in it.
 */
export function scoreAnswers(
  catalog: { types: TraumaType[]; itemById: Map<number, Item> },
  answers: AnswerInput[],
): Scores {
  const present = new Set<string>()
  let pce = 0
  const styles = new Map<string, string>()
  for (const answer of answers) {
    const item = catalog.itemById.get(answer.trauma_id)
    if (!item) continue
    const option = item.options.find((o) => o.value === answer.value)
    if (item.kind === 'caregiver') styles.set(item.slug, answer.value)
    if (!option?.counts) continue
    if (item.kind === 'pce') pce++
    else if (item.type_slug) present.add(item.type_slug)
  }
  const presentTypes = catalog.types.filter((t) => present.has(t.slug))
  const first = styles.get('caregiver-1')
  const second = styles.get('caregiver-2')
  const a = isStyle(first) ? first : null
  const b = isStyle(second) ? second : null
  return {
    ace: presentTypes.filter((t) => t.framework === 'cdc_ace').length,
    expanded: presentTypes.filter((t) => t.framework === 'expanded').length,
    pce: Math.min(pce, 7),
    presentTypes: presentTypes.map((t) => t.slug),
    caregivers: a || b ? { a: a ?? 'none', b: b ?? 'none' } : null,
  }
}
