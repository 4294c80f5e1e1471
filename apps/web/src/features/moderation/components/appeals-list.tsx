import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAppeals } from '../api/get-appeals'
import { AppealItemView, appealKey } from './appeal-item-view'
import { DecidedList } from './decided-list'

export const NO_APPEALS = msg`No appeals are waiting.`

/**
 * Open appeals (SPEC §10), the oldest first, ten at a time: an author asking for a second look at a
 * decision, which a moderator other than the one who made it decides. A decided appeal leaves the
 * list (see DecidedList).
 */
export function AppealsList() {
  const { t } = useLingui()
  return (
    <DecidedList
      query={useAppeals()}
      heading={t`Appeals`}
      listLabel={t`Appeals, the oldest first`}
      what={t`the appeals`}
      loading={t`Loading the appeals…`}
      empty={t(NO_APPEALS)}
      moreLabel={t`Show more appeals`}
      keyOf={appealKey}
      renderItem={(appeal, onDecided) => (
        <AppealItemView key={appealKey(appeal)} appeal={appeal} onDecided={onDecided} />
      )}
    />
  )
}
