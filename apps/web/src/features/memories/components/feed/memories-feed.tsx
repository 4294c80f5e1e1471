import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { useFeed } from '../../api/get-feed'
import { useSnippets } from '../../api/get-snippets'
import { useAllTags } from '../../api/get-tags'
import { useFeedParams } from '../../hooks/use-feed-params'
import { useFocusOnChange } from '../../hooks/use-focus-on-change'
import { ChosenTags } from './chosen-tags'
import { FeedList } from './feed-list'
import { SortChoice } from './sort-choice'

// The tag filter, its lists of tags and their requests wait until someone opens "Filter by tag"
// (decision 029).
const TagFilter = lazy(() => import('./tag-filter').then((m) => ({ default: m.TagFilter })))

/**
 * The memories list (SPEC §9.1 /memories): the feed, newest or most felt, or, filtered by tags, the
 * recent snippets carrying them. `/memories?tag=<slug>` (the guide report's links) is resolved through
 * the tag lists, since the snippets call takes tag ids.
 */
export function MemoriesFeed() {
  const params = useFeedParams()
  const filtering = params.tagSlugs.length > 0
  const allTags = useAllTags(filtering)
  const chosen = allTags.tags.filter((tag) => params.tagSlugs.includes(tag.slug))
  const unknown =
    allTags.pending || allTags.failed ? [] : params.tagSlugs.filter((s) => !chosen.some((t) => t.slug === s))
  const tagIds = chosen.map((tag) => tag.id)
  const feed = useFeed(params.sort, params.page, !filtering)
  const snippets = useSnippets(tagIds, params.page, filtering && tagIds.length > 0)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(params.page)
  const list = filtering ? snippets : feed
  // Once opened it stays rendered, so closing and opening again keeps the kind of tag chosen.
  const [filterOpened, setFilterOpened] = useState(false)

  return (
    <section aria-labelledby="memories-list" className="flex flex-col gap-6">
      <h2 id="memories-list" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {filtering ? 'Memories by tag' : 'Recent memories'}
      </h2>
      <div className="flex flex-col gap-4">
        {/* The order and the tag filter share a row where there is room (a laptop); an opened filter
            takes the whole width below the order (decision 040). */}
        <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
          {filtering ? (
            <p className="text-muted">Filtered by tag, the newest come first.</p>
          ) : (
            <SortChoice sort={params.sort} onSort={params.setSort} />
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
                  <TagFilter selected={params.tagSlugs} onToggle={params.toggleTag} />
                </Suspense>
              ) : null}
            </div>
          </details>
        </div>
        <ChosenTags tags={chosen} onRemove={params.toggleTag} onClear={params.clearTags} />
        {unknown.length > 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p>
              We could not find {unknown.length === 1 ? 'the tag' : 'the tags'} “{unknown.join('”, “')}”. It
              may have been renamed.
            </p>
            {chosen.length === 0 ? (
              <Button variant="secondary" onClick={params.clearTags}>
                Show all memories
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {filtering && allTags.pending ? <LoadingStatus>Finding the tag…</LoadingStatus> : null}
      {filtering && allTags.failed && chosen.length === 0 ? (
        <p role="alert">We could not load the tags just now. Please reload the page in a moment.</p>
      ) : null}
      {filtering && chosen.length === 0 ? null : list.isPending ? (
        // As tall as the screen, so the footer stays out of view until the cards arrive: nothing
        // jumps (layout shift, decisions 013 and 029).
        <div className="min-h-dvh">
          <LoadingStatus>Loading memories…</LoadingStatus>
        </div>
      ) : list.isError ? (
        <LoadError what="the memories" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <FeedList
          page={list.data}
          loadingNext={list.isPlaceholderData}
          onPage={params.setPage}
          filtering={filtering}
          onClearTags={params.clearTags}
        />
      )}
    </section>
  )
}
