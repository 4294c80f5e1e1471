import { useId, useRef, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { useAppeals } from '../api/get-appeals'
import { useFocusAfterLeaving } from '../hooks/use-focus-after-leaving'
import { AppealItemView, appealKey } from './appeal-item-view'
import { sectionClassName } from './section-class-name'

export const NO_APPEALS = 'No appeals are waiting.'

/**
 * Open appeals (SPEC §10), the oldest first, ten at a time: an author asking for a second look at a
 * decision, which a moderator other than the one who made it decides. A decided appeal leaves the
 * list; what happened is said below the heading, and focus moves to the next appeal (or the heading).
 */
export function AppealsList() {
  const appeals = useAppeals()
  const [said, setSaid] = useState('')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const items = appeals.data?.pages.flatMap((page) => page.results) ?? []
  const leaving = useFocusAfterLeaving(items.map(appealKey), list, heading)

  const decided = (key: string) => (message: string) => {
    setSaid(message)
    leaving(key)
  }

  return (
    <section aria-labelledby={headingId} className={sectionClassName}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        Appeals
      </h2>
      <p role="status" className={said ? 'font-semibold' : 'sr-only'}>
        {said}
      </p>
      {appeals.isPending ? (
        <LoadingStatus>Loading the appeals…</LoadingStatus>
      ) : appeals.isError && !appeals.data ? (
        <LoadError what="the appeals" error={appeals.error} onRetry={() => void appeals.refetch()} />
      ) : items.length === 0 ? (
        <p>{NO_APPEALS}</p>
      ) : (
        <>
          <ul ref={list} aria-label="Appeals, the oldest first" className="flex flex-col gap-4">
            {items.map((appeal) => (
              <AppealItemView
                key={appealKey(appeal)}
                appeal={appeal}
                onDecided={decided(appealKey(appeal))}
              />
            ))}
          </ul>
          <ShowMoreButton query={appeals} list={list} label="Show more appeals" pendingLabel="Loading…" />
        </>
      )}
    </section>
  )
}
