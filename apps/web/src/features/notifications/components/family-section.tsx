import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { TextLink } from '@/components/ui/text-link'
import { Failure } from '@/components/ui/failure'
import { useNotifications } from '../api/get-notifications'
import type { FamilyWords } from './families'
import { NotificationItem } from './notification-item'

/** One family on the notifications page: its list, ten at a time, or kind words when empty. */
export function FamilySection({ words }: { words: FamilyWords }) {
  const id = useId()
  const list = useNotifications(words.family)
  const items = list.data?.pages.flatMap((page) => page.results) ?? []

  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-semibold">
        {words.heading}
      </h2>
      {list.isPending ? (
        <LoadingStatus>Loading…</LoadingStatus>
      ) : list.isError && !list.data ? (
        <LoadError
          what={words.heading.toLowerCase()}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p>
          {words.empty} <TextLink to={words.next.to}>{words.next.label}</TextLink>
        </p>
      ) : (
        <>
          <ul aria-label={words.heading} className="flex flex-col gap-3">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          <Failure error={list.isFetchNextPageError ? list.error : null}>We could not load more.</Failure>
          {list.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
                <span className="sr-only"> in {words.heading}</span>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
