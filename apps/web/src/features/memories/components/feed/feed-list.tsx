import { Trans, useLingui } from '@lingui/react/macro'
import type { MemoryCard, Snippet } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import type { LanguageFilter } from '../../api/keys'
import { MEMORY_LANGUAGE_WORDS } from '../../lib/memory-words'
import { MemoryCardView } from '../common/memory-card-view'
import { Pager } from '../common/pager'
import { SnippetCard } from '../common/snippet-card'

interface FeedListProps {
  page: { results: (MemoryCard | Snippet)[]; page: number; has_next: boolean }
  loadingNext: boolean
  onPage: (page: number) => void
  filtering: boolean
  onClearTags: () => void
  language: LanguageFilter
  onClearLanguage: () => void
}

/** A page of memories (cards) or snippets, its empty state, and the way to the next page. */
export function FeedList(props: FeedListProps) {
  const { page, loadingNext, onPage, filtering, onClearTags, language, onClearLanguage } = props
  const { t } = useLingui()
  const name = language ? t(MEMORY_LANGUAGE_WORDS[language]) : ''
  if (page.results.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p>
          {page.page > 1 ? (
            <Trans>There are no older memories.</Trans>
          ) : language && filtering ? (
            <Trans>No memories written in {name} carry these tags yet.</Trans>
          ) : language ? (
            <Trans>No memories written in {name} yet.</Trans>
          ) : filtering ? (
            <Trans>
              No memories carry these tags yet. You could share the first, or look at every memory.
            </Trans>
          ) : (
            <Trans>Nobody has shared a memory yet. Yours could be the first.</Trans>
          )}
        </p>
        {page.page > 1 ? (
          <Button variant="secondary" onClick={() => onPage(1)}>
            <Trans>Back to the newest</Trans>
          </Button>
        ) : language ? (
          <Button variant="secondary" onClick={onClearLanguage}>
            <Trans>Show every language</Trans>
          </Button>
        ) : filtering ? (
          <Button variant="secondary" onClick={onClearTags}>
            <Trans>Show all memories</Trans>
          </Button>
        ) : null}
      </div>
    )
  return (
    <>
      {loadingNext ? <LoadingStatus>{t`Loading more memories…`}</LoadingStatus> : null}
      <ul className="flex flex-col gap-5" aria-busy={loadingNext || undefined}>
        {page.results.map((item) => (
          <li key={item.hash_id}>
            {'snippet' in item ? <SnippetCard snippet={item} /> : <MemoryCardView memory={item} />}
          </li>
        ))}
      </ul>
      <Pager page={page.page} hasNext={page.has_next} onPage={onPage} />
    </>
  )
}
