import type { MemoryCard, Snippet } from '@kindred/contract/memories'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { MemoryCardView } from '../common/memory-card-view'
import { Pager } from '../common/pager'
import { SnippetCard } from '../common/snippet-card'

interface FeedListProps {
  page: { results: (MemoryCard | Snippet)[]; page: number; has_next: boolean }
  loadingNext: boolean
  onPage: (page: number) => void
  filtering: boolean
  onClearTags: () => void
}

/** A page of memories (cards) or snippets, its empty state, and the way to the next page. */
export function FeedList({ page, loadingNext, onPage, filtering, onClearTags }: FeedListProps) {
  if (page.results.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p>
          {page.page > 1
            ? 'There are no older memories.'
            : filtering
              ? 'No memories carry these tags yet. You could share the first, or look at every memory.'
              : 'Nobody has shared a memory yet. Yours could be the first.'}
        </p>
        {page.page > 1 ? (
          <Button variant="secondary" onClick={() => onPage(1)}>
            Back to the newest
          </Button>
        ) : filtering ? (
          <Button variant="secondary" onClick={onClearTags}>
            Show all memories
          </Button>
        ) : null}
      </div>
    )
  return (
    <>
      {loadingNext ? <LoadingStatus>Loading more memories…</LoadingStatus> : null}
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
