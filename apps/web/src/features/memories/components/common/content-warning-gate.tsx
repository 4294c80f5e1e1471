import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { SAFETY_FILTER_SLUGS } from '@kindred/contract/preferences-content-constants'
import { Button } from '@/components/ui/button'
import { moveFocus } from '@/lib/move-focus'
import { useMemoriesEnvironment } from '../memories-context'
import { joinWords } from '../../lib/list-words'
import { OwnWarnings, type FoldedNoun } from './own-warnings'

interface ContentWarningGateProps {
  /** The content's warnings (a memory's `content_warnings`). */
  warnings: readonly SafetyFilterSlug[]
  /** What is folded, for the sentence: "This memory…" or "This result…". */
  noun?: FoldedNoun
  /**
   * The reader wrote it (`is_mine`): never folded for them, whatever their filters; its warnings are
   * named instead, as the ones other readers' filters fold it by.
   */
  isMine?: boolean
  /**
   * One's own content with warnings: the note naming them comes first (a memory's page), or not at all
   * when a card names them itself in one line after its words (`OwnWarnings compact`, decision 058).
   */
  ownWarningsNote?: boolean
  /**
   * Whether "Show anyway" was pressed, when the page keeps it (with `onShow`): a memory's page shows
   * what answers the memory, its comments, only once the reader opened it.
   */
  shown?: boolean
  onShow?: () => void
  children: ReactNode
}

/** The safety filters of the reader that fold this content away: none for one's own content. */
function useMatchedFilters(warnings: readonly SafetyFilterSlug[], isMine: boolean) {
  const { activeFilters, filtersUnknown } = useMemoriesEnvironment()
  if (isMine) return []
  // In the filters' own order, however the lists happen to be ordered.
  // Filters that could not be loaded count as all on: nothing is revealed by default (SPEC §8).
  return SAFETY_FILTER_SLUGS.filter(
    (slug) => (filtersUnknown || activeFilters.includes(slug)) && warnings.includes(slug),
  )
}

/**
 * Whether ContentWarningGate keeps this content out of sight until "Show anyway" (or while the
 * reader's filters load): for what goes with the content outside the gate, such as its comments.
 */
export function useFoldedByFilters(warnings: readonly SafetyFilterSlug[], isMine = false): boolean {
  const { filtersPending } = useMemoriesEnvironment()
  const matched = useMatchedFilters(warnings, isMine)
  if (isMine) return false
  return (filtersPending && warnings.length > 0) || matched.length > 0
}

/**
 * Safety filters at work (SPEC §8): content whose warnings match a filter the person turned on is
 * folded away, naming only the filters that matched (never anything of the content, title included),
 * until they press "Show anyway". Shown, focus moves to the start of what appeared, so keyboard and
 * screen-reader users carry on reading from there. One's own content is never folded: they wrote
 * it, and folding it would leave them a note without even its title (decision 039).
 */
export function ContentWarningGate({
  warnings,
  noun = 'memory',
  isMine = false,
  ownWarningsNote = true,
  shown: shownByPage,
  onShow,
  children,
}: ContentWarningGateProps) {
  const { filtersPending, filtersUnknown, filterLabel } = useMemoriesEnvironment()
  const { i18n } = useLingui()
  const [shownHere, setShownHere] = useState(false)
  const shown = shownByPage ?? shownHere
  const show = onShow ?? (() => setShownHere(true))
  const contentRef = useRef<HTMLDivElement>(null)
  const matched = useMatchedFilters(warnings, isMine)
  // Only ever true after "Show anyway", so this runs once, just after the content appeared.
  useEffect(() => {
    if (shown) moveFocus(contentRef.current)
  }, [shown])

  if (isMine)
    return (
      <>
        {ownWarningsNote ? <OwnWarnings warnings={warnings} noun={noun} /> : null}
        {children}
      </>
    )
  // Nothing is revealed by default (SPEC §8): while the filters load, content with warnings waits.
  if (filtersPending && warnings.length > 0)
    return (
      <p className="rounded-xl bg-calm p-4">
        <Trans>Checking your safety filters…</Trans>
      </p>
    )
  if (matched.length === 0) return <>{children}</>
  if (shown)
    return (
      <div ref={contentRef} tabIndex={-1} className="flex flex-col gap-3">
        {children}
      </div>
    )

  const topics = joinWords(matched.map(filterLabel), i18n.locale)
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-calm p-4">
      <p>
        <FoldedBecause noun={noun} filtersUnknown={filtersUnknown} /> <Trans>It may touch on {topics}.</Trans>
      </p>
      <Button variant="secondary" onClick={show}>
        <Trans>Show anyway</Trans>
      </Button>
    </div>
  )
}

/** Why it is folded, a whole sentence for each thing folded: the reader's filters, or not knowing them. */
function FoldedBecause({ noun, filtersUnknown }: { noun: FoldedNoun; filtersUnknown: boolean }) {
  if (filtersUnknown)
    return noun === 'result' ? (
      <Trans>Your safety filters could not be checked just now, so this result is folded away.</Trans>
    ) : (
      <Trans>Your safety filters could not be checked just now, so this memory is folded away.</Trans>
    )
  return noun === 'result' ? (
    <Trans>This result is folded away by your safety filters.</Trans>
  ) : (
    <Trans>This memory is folded away by your safety filters.</Trans>
  )
}
