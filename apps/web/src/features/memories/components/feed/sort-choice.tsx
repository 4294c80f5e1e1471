import type { FeedSort } from '../../api/keys'

const SORTS: { value: FeedSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'top', label: 'Most felt this month' },
]

/** Newest first, or the memories people said "me too" to and voted for most over 30 days. */
export function SortChoice({ sort, onSort }: { sort: FeedSort; onSort: (sort: FeedSort) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <legend className="mb-2 font-semibold">Order</legend>
      {SORTS.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="feed-sort"
            value={option.value}
            checked={sort === option.value}
            onChange={() => onSort(option.value)}
            className="size-5 accent-brand"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
