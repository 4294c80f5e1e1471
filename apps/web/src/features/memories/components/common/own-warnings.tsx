import { Plural, useLingui } from '@lingui/react/macro'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { SAFETY_FILTER_SLUGS } from '@kindred/contract/preferences-content-constants'
import { joinWords } from '../../lib/list-words'
import { useMemoriesEnvironment } from '../memories-context'

/** What other readers see folded away: a memory, or a search result. */
export type FoldedNoun = 'memory' | 'result'

interface OwnWarningsProps {
  /** The content's warnings (`content_warnings`). */
  warnings: readonly SafetyFilterSlug[]
  /** What other readers see folded. */
  noun?: FoldedNoun
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
  const { i18n } = useLingui()
  const named = SAFETY_FILTER_SLUGS.filter((slug) => warnings.includes(slug))
  if (named.length === 0) return null
  const count = named.length
  const list = joinWords(named.map(filterLabel), i18n.locale)
  return (
    <p className={compact ? 'text-base text-muted' : 'rounded-xl bg-calm px-4 py-3'}>
      <Plural
        value={count}
        one={`Your content warning: ${list}.`}
        other={`Your content warnings: ${list}.`}
      />
      {compact ? null : (
        <>
          {' '}
          <WhatReadersSee count={count} noun={noun} />
        </>
      )}
    </p>
  )
}

function WhatReadersSee({ count, noun }: { count: number; noun: FoldedNoun }) {
  return noun === 'result' ? (
    <Plural
      value={count}
      one="Readers who turned on that safety filter see this result folded away until they choose to open it."
      other="Readers who turned on any of these safety filters see this result folded away until they choose to open it."
    />
  ) : (
    <Plural
      value={count}
      one="Readers who turned on that safety filter see this memory folded away until they choose to open it."
      other="Readers who turned on any of these safety filters see this memory folded away until they choose to open it."
    />
  )
}
