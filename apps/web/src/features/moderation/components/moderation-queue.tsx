import { useEffect, useId, useRef, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { moveFocus } from '@/lib/move-focus'
import { useQueue } from '../api/get-queue'
import { QueueItemView, itemKey } from './queue-item-view'
import { sectionClassName } from './section-class-name'

export const EMPTY_QUEUE = 'Nothing is waiting. Thank you for looking after people here.'

/** After a decision: the item that left, and where focus goes once it has. */
interface FocusAfter {
  gone: string
  next: string | null
}

/**
 * The moderators' queue (SPEC §10): open reports grouped by what they are about, the longest
 * waiting first, ten at a time. A decided item leaves the list; what happened is said below the
 * heading, and focus moves to the next item (or the heading when none follows).
 */
export function ModerationQueue() {
  const queue = useQueue()
  const [said, setSaid] = useState('')
  // Set by a decision; the first render without the decided item moves focus on.
  const focusAfter = useRef<FocusAfter | null>(null)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const items = queue.data?.pages.flatMap((page) => page.results) ?? []
  const keys = items.map(itemKey)

  const decided = (key: string) => (message: string) => {
    setSaid(message)
    focusAfter.current = { gone: key, next: keys[keys.indexOf(key) + 1] ?? null }
  }

  // After every render: the item leaves in whichever render shows the queue without it.
  useEffect(() => {
    const waiting = focusAfter.current
    if (!waiting || keys.includes(waiting.gone)) return
    focusAfter.current = null
    const next = waiting.next
      ? list.current?.querySelector<HTMLElement>(`[data-subject="${CSS.escape(waiting.next)}"] h3`)
      : null
    moveFocus(next ?? heading.current)
  })

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
