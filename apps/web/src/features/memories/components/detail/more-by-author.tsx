import { Trans } from '@lingui/react/macro'
import type { MemoryCard } from '@kindred/contract/memories'
import { useUserMemories } from '../../api/get-user-memories'
import { MemoryCardView } from '../common/memory-card-view'

/** Up to five other memories the same person shared publicly under their name. */
export function MoreByAuthor({
  author,
  exclude,
}: {
  author: NonNullable<MemoryCard['author']>
  exclude: string
}) {
  const query = useUserMemories(author.public_id, exclude)
  // A side list: while loading, failing or empty it simply is not there.
  const others = (query.data?.results ?? []).filter((memory) => memory.hash_id !== exclude)
  if (others.length === 0) return null
  const name = author.display_name
  return (
    <section aria-labelledby="more-by-author" className="flex flex-col gap-4">
      <h2 id="more-by-author" className="text-2xl font-semibold">
        <Trans>More from {name}</Trans>
      </h2>
      <ul className="flex flex-col gap-5">
        {others.map((memory) => (
          <li key={memory.hash_id}>
            <MemoryCardView memory={memory} />
          </li>
        ))}
      </ul>
    </section>
  )
}
