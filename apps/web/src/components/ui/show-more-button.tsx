import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type RefObject } from 'react'
import { describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { Button } from './button'

/** What "Show more" needs of a paged query: the result of TanStack Query's useInfiniteQuery fits. */
export interface NextPageQuery {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  error: unknown
  fetchNextPage: () => Promise<unknown>
}

interface ShowMoreButtonProps {
  query: NextPageQuery
  /** Holds the items (`li` elements, in one list or several) the next page adds to. */
  list: RefObject<HTMLElement | null>
  /** By default "Show more". */
  label?: string
  /** By default "Loading more…". */
  pendingLabel?: string
  /** Said when the next page did not come; by default "We could not load more." and the reason. */
  failure?: string
}

const itemsIn = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('li') ?? [])]

/**
 * "Show more" under a paged list: loads the next page below the items already there. The button
 * goes away with the last page (and is disabled while loading), which would drop a keyboard or
 * screen-reader user back at the page's start; so the first item the page added takes focus and
 * is read out. When the page did not come, the failure is announced and focus returns to the
 * button, to try again.
 */
export function ShowMoreButton({ query, list, label, pendingLabel, failure }: ShowMoreButtonProps) {
  const { t } = useLingui()
  const button = useRef<HTMLButtonElement>(null)
  // The items on screen when the button was pressed, until the next page is on screen or failed.
  const before = useRef<Set<HTMLElement> | null>(null)

  // After every render: the new page's items appear in the same commit as the query's new state.
  useEffect(() => {
    const shown = before.current
    if (!shown || query.isFetchingNextPage) return
    const added = itemsIn(list.current).find((item) => !shown.has(item))
    if (added) {
      before.current = null
      // An item is not focusable by itself; -1 lets the app focus it without adding a tab stop.
      if (!added.hasAttribute('tabindex')) added.tabIndex = -1
      moveFocus(added)
    } else if (query.isFetchNextPageError) {
      before.current = null
      moveFocus(button.current)
    }
  })

  const showMore = () => {
    before.current = new Set(itemsIn(list.current))
    void query.fetchNextPage()
  }

  return (
    <>
      {query.isFetchNextPageError ? (
        <p role="alert" className="font-semibold text-danger">
          {failure ?? `${t`We could not load more.`} ${describeError(query.error)}`}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div>
          <Button ref={button} variant="secondary" disabled={query.isFetchingNextPage} onClick={showMore}>
            {query.isFetchingNextPage ? (pendingLabel ?? t`Loading more…`) : (label ?? t`Show more`)}
          </Button>
        </div>
      ) : null}
    </>
  )
}
