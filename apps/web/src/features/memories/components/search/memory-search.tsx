import { Trans, useLingui } from '@lingui/react/macro'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { useAllTags } from '../../api/get-tags'
import { useSearchMemories } from '../../api/search-memories'
import { useFocusOnChange } from '../../hooks/use-focus-on-change'
import { useSearchInput } from '../../hooks/use-search-params'
import { MEMORY_LANGUAGE_WORDS } from '../../lib/memory-words'
import { Pager } from '../common/pager'
import { SearchForm } from './search-form'
import { SearchResultCard } from './search-result'

/** /memories/search: the form, then results ten at a time with the words found marked. */
export function MemorySearch() {
  const { input, page, apply, setPage } = useSearchInput()
  const { t } = useLingui()
  const language = input.language ? t(MEMORY_LANGUAGE_WORDS[input.language]) : ''
  const allTags = useAllTags()
  const tag = allTags.tags.find((t) => t.slug === input.tagSlug)
  const asked = Boolean(input.q || input.tagSlug || input.mt || input.ageRange || input.language)
  const tagReady = !input.tagSlug || tag !== undefined || !allTags.pending
  const params = {
    q: input.q,
    tagIds: tag ? [tag.id] : [],
    mt: input.mt,
    ageRange: input.ageRange,
    language: input.language,
    sort: input.sort,
    page,
  }
  const search = useSearchMemories(params, asked && tagReady)
  const searchKey = JSON.stringify(params)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(searchKey)

  return (
    <>
      {/* Keyed by the address, so going back in history shows the words that were searched then. */}
      <SearchForm key={searchKey} initial={input} tags={allTags.tags} onSearch={(next) => apply(next)} />
      <section aria-labelledby="search-results" className="flex flex-col gap-5">
        <h2 id="search-results" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
          <Trans>Results</Trans>
        </h2>
        {!asked ? (
          <p>
            <Trans>Type a few words, or choose a tag or a kind of memory, then press Search.</Trans>
          </p>
        ) : search.isPending ? (
          <LoadingStatus>{t`Searching…`}</LoadingStatus>
        ) : search.isError ? (
          <LoadError what={t`the results`} error={search.error} onRetry={() => void search.refetch()} />
        ) : search.data.results.length === 0 ? (
          <p>
            {page > 1 ? (
              <Trans>There are no more results.</Trans>
            ) : input.language ? (
              <Trans>
                No memories written in {language} matched. Try fewer or different words, or look in every
                language.
              </Trans>
            ) : (
              <Trans>No memories matched. Try fewer or different words, or remove a filter.</Trans>
            )}
          </p>
        ) : (
          <>
            {search.isPlaceholderData ? <LoadingStatus>{t`Searching…`}</LoadingStatus> : null}
            <ul className="flex flex-col gap-5" aria-busy={search.isPlaceholderData || undefined}>
              {search.data.results.map((result) => (
                <li key={result.hash_id}>
                  <SearchResultCard result={result} />
                </li>
              ))}
            </ul>
            <Pager page={search.data.page} hasNext={search.data.has_next} onPage={setPage} of="results" />
          </>
        )}
      </section>
    </>
  )
}
