import { useQueue } from '../api/get-queue'
import { DecidedList } from './decided-list'
import { QueueItemView, itemKey } from './queue-item-view'

export const EMPTY_QUEUE = 'Nothing is waiting. Thank you for looking after people here.'

/**
 * The moderators' queue (SPEC §10): open reports grouped by what they are about, the longest
 * waiting first, ten at a time. A decided item leaves the list (see DecidedList).
 */
export function ModerationQueue() {
  return (
    <DecidedList
      query={useQueue()}
      heading="Reports waiting"
      listLabel="Reports waiting, the longest waiting first"
      what="the reports"
      empty={EMPTY_QUEUE}
      moreLabel="Show more reports"
      keyOf={itemKey}
      renderItem={(item, onDecided) => (
        <QueueItemView key={itemKey(item)} item={item} onDecided={onDecided} />
      )}
    />
  )
}
