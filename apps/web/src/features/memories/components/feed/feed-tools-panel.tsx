import { lazy, Suspense, useState } from 'react'
import { LoadingStatus } from '@/components/ui/loading-status'
import type { FeedSort } from '../../api/keys'
import { SortChoice } from './sort-choice'

// The tag filter, its lists of tags and their requests wait until someone opens "Filter by tag"
// (decision 029).
const TagFilter = lazy(() => import('./tag-filter').then((m) => ({ default: m.TagFilter })))

export interface FeedToolsPanelProps {
  filtering: boolean
  sort: FeedSort
  onSort: (sort: FeedSort) => void
  tagSlugs: readonly string[]
  onToggleTag: (slug: string) => void
}

/**
 * What "Order and filter" opens: the order (or, filtered, that the newest come first) and "Filter by
 * tag". They share a row where there is room (a laptop); an opened filter takes the whole width
 * below the order (decision 040).
 */
export function FeedToolsPanel({ filtering, sort, onSort, tagSlugs, onToggleTag }: FeedToolsPanelProps) {
  // Once opened it stays rendered, so closing and opening again keeps the kind of tag chosen.
  const [filterOpened, setFilterOpened] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
      {filtering ? (
        <p className="text-muted">Filtered by tag, the newest come first.</p>
      ) : (
        <SortChoice sort={sort} onSort={onSort} />
      )}
      <details
        className="rounded-2xl border-2 border-line bg-card px-4 open:basis-full open:pb-4"
        onToggle={(event) => {
          if (event.currentTarget.open) setFilterOpened(true)
        }}
      >
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">Filter by tag</summary>
        <div className="pt-3">
          {filterOpened ? (
            <Suspense fallback={<LoadingStatus>Loading tags…</LoadingStatus>}>
              <TagFilter selected={tagSlugs} onToggle={onToggleTag} />
            </Suspense>
          ) : null}
        </div>
      </details>
    </div>
  )
}
