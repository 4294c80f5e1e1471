import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FeedSort } from '../../api/keys'
import { ChoiceRow } from './choice-row'

const SORTS: { value: FeedSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'top', label: msg`Most felt this month` },
]

/** Newest first, or the memories people said "me too" to and voted for most over 30 days. */
export function SortChoice({ sort, onSort }: { sort: FeedSort; onSort: (sort: FeedSort) => void }) {
  const { t } = useLingui()
  return (
    <ChoiceRow
      legend={<Trans>Order</Trans>}
      name="feed-sort"
      choices={SORTS.map(({ value, label }) => ({ value, label: t(label) }))}
      value={sort}
      onChange={onSort}
    />
  )
}
