import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { SAFETY_FILTER_SLUGS } from '@kindred/contract/preferences-content-constants'
import { useMemoriesEnvironment } from '../memories-context'

interface OwnWarningsProps {
  /** The content's warnings (`content_warnings`). */
  warnings: readonly SafetyFilterSlug[]
  /** What other readers see folded: "memory", "result". */
  noun?: string
  /**
   * The warnings alone, in one short line after a card's words, so a card in the first screen shows
   * what was written, not a note about it (decision 058). Otherwise a note before the memory, on its
   * own page, also saying what the warnings do for other readers.
   */
  compact?: boolean
}

/**
 * On the author's own content: every warning it carries, named as the ones other readers' filters
 * fold it by (all of them, since which ones fold it depends on each reader's filters).
 */
export function OwnWarnings({ warnings, noun = 'memory', compact = false }: OwnWarningsProps) {
  const { filterLabel } = useMemoriesEnvironment()
  const named = SAFETY_FILTER_SLUGS.filter((slug) => warnings.includes(slug))
  if (named.length === 0) return null
  const one = named.length === 1
  const readers = one ? 'that safety filter' : 'any of these safety filters'
  return (
    <p className={compact ? 'text-base text-muted' : 'rounded-xl bg-calm px-4 py-3'}>
      {one ? 'Your content warning: ' : 'Your content warnings: '}
      {joinWords(named.map(filterLabel))}.
      {compact
        ? null
        : ` Readers who turned on ${readers} see this ${noun} folded away until they choose to open it.`}
    </p>
  )
}

/** "A", "A and B", "A, B and C". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}
