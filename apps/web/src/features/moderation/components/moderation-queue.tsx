import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueue } from '../api/get-queue'
import { DecidedList } from './decided-list'
import { QueueItemView, itemKey } from './queue-item-view'

export const EMPTY_QUEUE = msg`Nothing is waiting. Thank you for looking after people here.`

/**
 * A report tells no moderator (no notification, so nothing live): the queue is read again this often
 * while the page is in view and the moderator is not working in it (decision 039).
 */
export const QUEUE_REFRESH_MS = 60_000
export const QUEUE_REFRESH_NOTE = msg`New reports appear here on their own, within a minute, while this page is open. The list stays still while you are working in it.`

/**
 * The moderators' queue (SPEC §10): open reports grouped by what they are about, the longest
 * waiting first, ten at a time. A decided item leaves the list (see DecidedList); new reports come
 * in every minute.
 */
export function ModerationQueue() {
  const { t } = useLingui()
  return (
    <DecidedList
      query={useQueue()}
      heading={t`Reports waiting`}
      listLabel={t`Reports waiting, the longest waiting first`}
      what={t`the reports`}
      loading={t`Loading the reports…`}
      empty={t(EMPTY_QUEUE)}
      moreLabel={t`Show more reports`}
      keyOf={itemKey}
      refresh={{ everyMs: QUEUE_REFRESH_MS, note: t(QUEUE_REFRESH_NOTE) }}
      renderItem={(item, onDecided) => (
        <QueueItemView key={itemKey(item)} item={item} onDecided={onDecided} />
      )}
    />
  )
}
