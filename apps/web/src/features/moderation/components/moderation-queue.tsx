import { useId, useRef, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { useQueue } from '../api/get-queue'
import { useFocusAfterLeaving } from '../hooks/use-focus-after-leaving'
import { QueueItemView, itemKey } from './queue-item-view'
import { sectionClassName } from './section-class-name'

export const EMPTY_QUEUE = 'Nothing is waiting. Thank you for looking after people here.'

/**
 * The moderators' queue (SPEC §10): open reports grouped by what they are about, the longest
 * waiting first, ten at a time. A decided item leaves the list; what happened is said below the
 * heading, and focus moves to the next item (or the heading when none follows).
 */
export function ModerationQueue() {
  const queue = useQueue()
  const [said, setSaid] = useState('')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const items = queue.data?.pages.flatMap((page) => page.results) ?? []
  const leaving = useFocusAfterLeaving(items.map(itemKey), list, heading)

  const decided = (key: string) => (message: string) => {
    setSaid(message)
    leaving(key)
  }

  return (
    <section aria-labelledby={headingId} className={sectionClassName}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        Reports waiting
      </h2>
      <p role="status" className={said ? 'font-semibold' : 'sr-only'}>
        {said}
      </p>
      {queue.isPending ? (
        <LoadingStatus>Loading the reports…</LoadingStatus>
      ) : queue.isError && !queue.data ? (
        <LoadError what="the reports" error={queue.error} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <p>{EMPTY_QUEUE}</p>
      ) : (
        <>
          <ul
            ref={list}
            aria-label="Reports waiting, the longest waiting first"
            className="flex flex-col gap-4"
          >
            {items.map((item) => (
              <QueueItemView key={itemKey(item)} item={item} onDecided={decided(itemKey(item))} />
            ))}
          </ul>
          <ShowMoreButton query={queue} list={list} label="Show more reports" pendingLabel="Loading…" />
        </>
      )}
    </section>
  )
}
