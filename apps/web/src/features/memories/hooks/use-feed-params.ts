import { useSearchParams } from 'react-router'
import type { FeedSort } from '../api/keys'

/**
 * The feed's state lives in the address (/memories?sort=top&tag=…&page=2), so a link from the guide's
 * report opens the right filter, the back button undoes a change, and a reload keeps the place.
 */
export function useFeedParams() {
  const [params, setParams] = useSearchParams()
  const sort: FeedSort = params.get('sort') === 'top' ? 'top' : 'newest'
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)
  const tagSlugs = [...new Set(params.getAll('tag'))]
  const composing = params.get('compose') === '1'

  const update = (change: (next: URLSearchParams) => void, resetPage = true) => {
    const next = new URLSearchParams(params)
    change(next)
    if (resetPage) next.delete('page')
    setParams(next)
  }

  return {
    sort,
    page,
    tagSlugs,
    composing,
    setSort: (value: FeedSort) =>
      update((next) => (value === 'top' ? next.set('sort', 'top') : next.delete('sort'))),
    setPage: (value: number) =>
      update((next) => (value > 1 ? next.set('page', String(value)) : next.delete('page')), false),
    toggleTag: (slug: string) =>
      update((next) => {
        const slugs = tagSlugs.includes(slug) ? tagSlugs.filter((s) => s !== slug) : [...tagSlugs, slug]
        next.delete('tag')
        for (const s of slugs) next.append('tag', s)
      }),
    clearTags: () => update((next) => next.delete('tag')),
    setComposing: (open: boolean) =>
      update((next) => (open ? next.set('compose', '1') : next.delete('compose')), false),
  }
}
