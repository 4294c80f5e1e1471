import type { FeedSort } from '../../api/keys'

const SORTS: { value: FeedSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'top', label: 'Most felt this month' },
]

/**
 * Newest first, or the memories people said "me too" to and voted for most over 30 days. One row,
 * its name beside the choices (on a phone the second choice goes under the first).
 */
export function SortChoice({ sort, onSort }: { sort: FeedSort; onSort: (sort: FeedSort) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="float-left me-5 flex min-h-11 items-center font-semibold">Order</legend>
      <div className="flex flex-wrap items-center gap-x-6">
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
      </div>
    </fieldset>
  )
}
