import type { MemoryCard } from '@kindred/contract/memories'
import { formatDateTime } from '@/lib/format-date'
import { VISIBILITY_WORDS } from '../../lib/memory-words'

type Byline = Pick<MemoryCard, 'author' | 'created_at'> &
  Partial<Pick<MemoryCard, 'edited_at' | 'visibility' | 'anonymous' | 'is_mine'>>

/** Who shared it (or "Shared anonymously") and when; for your own, who can see it. */
export function MemoryByline({ memory }: { memory: Byline }) {
  return (
    <p className="flex flex-wrap gap-x-3 text-base text-muted">
      <span>{memory.author ? memory.author.display_name : 'Shared anonymously'}</span>
      <time dateTime={memory.created_at}>{formatDateTime(memory.created_at)}</time>
      {memory.edited_at ? <span>(edited)</span> : null}
      {memory.is_mine && memory.visibility ? (
        <span className="font-semibold text-ink">
          {VISIBILITY_WORDS[memory.visibility].badge}
          {memory.anonymous ? ', without your name' : ''}
        </span>
      ) : null}
    </p>
  )
}
