import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type ReactNode } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton, type NextPageQuery } from '@/components/ui/show-more-button'
import { useFocusAfterLeaving } from '../hooks/use-focus-after-leaving'
import { useRefreshWhileIdle } from '../hooks/use-refresh-while-idle'
import { sectionClassName } from './section-class-name'

/** The paged query a list on the desk reads: TanStack Query's useInfiniteQuery result fits. */
interface PagedQuery<Item> extends NextPageQuery {
  data?: { pages: { results: Item[] }[] }
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

interface DecidedListProps<Item> {
  query: PagedQuery<Item>
  heading: string
  /** The list's accessible name, which says its order. */
  listLabel: string
  /** "the reports": what failed to load. */
  what: string
  /** "Loading the reports…": said while the first page loads. */
  loading: string
  empty: string
  moreLabel: string
  keyOf: (item: Item) => string
  /** One item; `onDecided` takes what to announce once it is decided and leaves the list. */
  renderItem: (item: Item, onDecided: (message: string) => void) => ReactNode
  /**
   * Read the list again this often while the page is in view and the moderator is not working in it
   * (no notification says when it changes), with `note` under the heading saying so.
   */
  refresh?: { everyMs: number; note: string }
}

/**
 * A list on the moderators' desk whose items leave once decided (the reports waiting, the appeals),
 * ten at a time: what happened is said below the heading, and focus moves to the next item (or the
 * heading when none follows).
 */
export function DecidedList<Item>({
  query,
  heading,
  listLabel,
  what,
  loading,
  empty,
  moreLabel,
  keyOf,
  renderItem,
  refresh,
}: DecidedListProps<Item>) {
  const { t } = useLingui()
  const [said, setSaid] = useState('')
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const section = useRef<HTMLElement>(null)
  useRefreshWhileIdle(query.refetch, section, refresh?.everyMs, query.isError)
  const items = query.data?.pages.flatMap((page) => page.results) ?? []
  const leaving = useFocusAfterLeaving(items.map(keyOf), list, headingRef)

  const decided = (key: string) => (message: string) => {
    setSaid(message)
    leaving(key)
  }

  return (
    <section ref={section} aria-labelledby={headingId} className={sectionClassName}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {heading}
      </h2>
      {refresh ? <p className="text-base text-muted">{refresh.note}</p> : null}
      <p role="status" className={said ? 'font-semibold' : 'sr-only'}>
        {said}
      </p>
      {query.isPending ? (
        <LoadingStatus>{loading}</LoadingStatus>
      ) : query.isError && !query.data ? (
        <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <ul ref={list} aria-label={listLabel} className="flex flex-col gap-4">
            {items.map((item) => renderItem(item, decided(keyOf(item))))}
          </ul>
          <ShowMoreButton query={query} list={list} label={moreLabel} pendingLabel={t`Loading…`} />
        </>
      )}
    </section>
  )
}
