import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoadingStatus } from '@/components/ui/loading-status'
import type { FeedSort, LanguageFilter } from '../../api/keys'
import { LanguageChoice } from './language-choice'
import { SortChoice } from './sort-choice'

// The tag filter, its lists of tags and their requests wait until someone opens "Filter by tag"
// (decision 029).
const TagFilter = lazy(() => import('./tag-filter').then((m) => ({ default: m.TagFilter })))

export interface FeedToolsPanelProps {
  filtering: boolean
  sort: FeedSort
  onSort: (sort: FeedSort) => void
  language: LanguageFilter
  onLanguage: (language: LanguageFilter) => void
  tagSlugs: readonly string[]
  onToggleTag: (slug: string) => void
}

/**
 * What "Order and filter" opens: the order (or, filtered, that the newest come first), the language
 * and "Filter by tag". They share a row where there is room (a laptop); an opened filter takes the
 * whole width below the order (decision 040).
 */
export function FeedToolsPanel(props: FeedToolsPanelProps) {
  const { filtering, sort, onSort, language, onLanguage, tagSlugs, onToggleTag } = props
  // Once opened it stays rendered, so closing and opening again keeps the kind of tag chosen.
  const [filterOpened, setFilterOpened] = useState(false)
  const { t } = useLingui()
  return (
    <div className="@container flex flex-wrap items-center gap-x-8 gap-y-3">
      {filtering ? (
        <p className="text-muted">
          <Trans>Filtered by tag, the newest come first.</Trans>
        </p>
      ) : (
        <SortChoice sort={sort} onSort={onSort} />
      )}
      <LanguageChoice language={language} onLanguage={onLanguage} />
      <details
        className="rounded-2xl border-2 border-line bg-card px-4 open:basis-full open:pb-4"
        onToggle={(event) => {
          if (event.currentTarget.open) setFilterOpened(true)
        }}
      >
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">
          <Trans>Filter by tag</Trans>
        </summary>
        <div className="pt-3">
          {filterOpened ? (
            <Suspense fallback={<LoadingStatus>{t`Loading tags…`}</LoadingStatus>}>
              <TagFilter selected={tagSlugs} onToggle={onToggleTag} />
            </Suspense>
          ) : null}
        </div>
      </details>
    </div>
  )
}
