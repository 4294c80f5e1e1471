import { useAppeals } from '../api/get-appeals'
import { AppealItemView, appealKey } from './appeal-item-view'
import { DecidedList } from './decided-list'

export const NO_APPEALS = 'No appeals are waiting.'

/**
 * Open appeals (SPEC §10), the oldest first, ten at a time: an author asking for a second look at a
 * decision, which a moderator other than the one who made it decides. A decided appeal leaves the
 * list (see DecidedList).
 */
export function AppealsList() {
  return (
    <DecidedList
      query={useAppeals()}
      heading="Appeals"
      listLabel="Appeals, the oldest first"
      what="the appeals"
      empty={NO_APPEALS}
      moreLabel="Show more appeals"
      keyOf={appealKey}
      renderItem={(appeal, onDecided) => (
        <AppealItemView key={appealKey(appeal)} appeal={appeal} onDecided={onDecided} />
      )}
    />
  )
}
