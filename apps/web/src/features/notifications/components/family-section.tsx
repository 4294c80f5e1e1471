import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  const id = useId()
  const list = useNotifications(words.family)
  const items = list.data?.pages.flatMap((page) => page.results) ?? []
  const heading = t(words.heading)

  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      {list.isPending ? (
        <LoadingStatus>{t`Loading…`}</LoadingStatus>
      ) : list.isError && !list.data ? (
        <LoadError what={t(words.what)} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <p>
          {t(words.empty)} <TextLink to={words.next.to}>{t(words.next.label)}</TextLink>
        </p>
      ) : (
        <>
          <ul aria-label={heading} className="flex flex-col gap-3">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          <Failure error={list.isFetchNextPageError ? list.error : null}>
            <Trans>We could not load more.</Trans>
          </Failure>
          {list.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? (
                  <Trans>
                    Loading…<span className="sr-only"> in {heading}</span>
                  </Trans>
                ) : (
                  <Trans>
                    Show more<span className="sr-only"> in {heading}</span>
                  </Trans>
                )}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
