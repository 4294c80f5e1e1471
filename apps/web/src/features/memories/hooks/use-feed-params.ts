import { useSearchParams } from 'react-router'
import { LIST_CURSOR_MAX } from '@kindred/contract/memories-constants'
import { isLanguage } from '@/lib/i18n/languages'
import type { FeedSort, LanguageFilter } from '../api/keys'

/** What the server's cursors look like (base64url, decision 063): anything else in `after` is dropped. */
const CURSOR = new RegExp(`^[A-Za-z0-9_-]{1,${LIST_CURSOR_MAX}}$`)

/**
 * The feed's state lives in the address (/memories?sort=top&language=es&tag=…&page=2&after=…), so a link from the
 * guide's report opens the right filter, the back button undoes a change, and a reload keeps the
 * place. `after` is where the page starts (the cursor the page before gave); `page` its number.
 */
export function useFeedParams() {
  const [params, setParams] = useSearchParams()
  const sort: FeedSort = params.get('sort') === 'top' ? 'top' : 'newest'
  const languageParam = params.get('language')
  const language: LanguageFilter = isLanguage(languageParam) ? languageParam : null
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)
  const after = params.get('after') ?? ''
  const cursor = page > 1 && CURSOR.test(after) ? after : undefined
  const tagSlugs = [...new Set(params.getAll('tag'))]
  const composing = params.get('compose') === '1'

  const update = (change: (next: URLSearchParams) => void, resetPage = true) => {
    const next = new URLSearchParams(params)
    change(next)
    if (resetPage) {
      next.delete('page')
      next.delete('after')
    }
    setParams(next)
  }

  return {
    sort,
    language,
    page,
    cursor,
    tagSlugs,
    composing,
    setSort: (value: FeedSort) =>
      update((next) => (value === 'top' ? next.set('sort', 'top') : next.delete('sort'))),
    /** Only memories written in `value`; null, every language. */
    setLanguage: (value: LanguageFilter) =>
      update((next) => (value ? next.set('language', value) : next.delete('language'))),
    /** Page `value`, from `start` (its cursor) when known, else by its number. */
    setPage: (value: number, start?: string) =>
      update((next) => {
        if (value > 1) next.set('page', String(value))
        else next.delete('page')
        if (value > 1 && start !== undefined) next.set('after', start)
        else next.delete('after')
      }, false),
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
