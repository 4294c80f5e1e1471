import { useSearchParams } from 'react-router'
import type { AgeRange } from '@kindred/contract/memories'
import { AGE_RANGES } from '@kindred/contract/memories-constants'
import type { MemoryType } from '@kindred/contract/memories-content'
import { isLanguage } from '@/lib/i18n/languages'
import type { LanguageFilter } from '../api/keys'

export interface SearchInput {
  q: string
  tagSlug: string
  mt: MemoryType | null
  ageRange: AgeRange | null
  language: LanguageFilter
  sort: 'relevance' | 'newest'
}

/** The search lives in the address (/memories/search?q=…&mt=1&language=es&page=2): shareable, back-button safe. */
export function useSearchInput() {
  const [params, setParams] = useSearchParams()
  const mtValue = Number(params.get('mt'))
  const age = params.get('age')
  const language = params.get('language')
  const input: SearchInput = {
    q: params.get('q') ?? '',
    tagSlug: params.get('tag') ?? '',
    mt: mtValue === 1 || mtValue === 2 || mtValue === 3 ? mtValue : null,
    ageRange: AGE_RANGES.includes(age as AgeRange) ? (age as AgeRange) : null,
    language: isLanguage(language) ? language : null,
    sort: params.get('sort') === 'newest' ? 'newest' : 'relevance',
  }
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)

  const apply = (next: SearchInput, nextPage = 1) => {
    const search = new URLSearchParams()
    if (next.q.trim()) search.set('q', next.q.trim())
    if (next.tagSlug) search.set('tag', next.tagSlug)
    if (next.mt) search.set('mt', String(next.mt))
    if (next.ageRange) search.set('age', next.ageRange)
    if (next.language) search.set('language', next.language)
    if (next.sort === 'newest') search.set('sort', 'newest')
    if (nextPage > 1) search.set('page', String(nextPage))
    setParams(search)
  }
  return { input, page, apply, setPage: (value: number) => apply(input, value) }
}
