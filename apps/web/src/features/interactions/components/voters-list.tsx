import { useRef } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { useVoters } from '../api/get-voters'

const others = (count: number) =>
  count === 1 ? 'and 1 other who keeps their name private' : `and ${count} others who keep their name private`

/**
 * The people a memory resonates with who allow being listed, ten at a time (SPEC §9.2), newest
 * first; once all are shown, the ones who keep their name private are counted, never named.
 */
export function VotersList({ shareableLink, id }: { shareableLink: string; id: string }) {
  const query = useVoters(shareableLink, true)
  const list = useRef<HTMLDivElement>(null)
  if (query.isPending) return <LoadingStatus>Loading who it resonates with…</LoadingStatus>
  if (query.isError)
    return <LoadError what="who it resonates with" error={query.error} onRetry={() => void query.refetch()} />

  const voters = query.data.pages.flatMap((page) => page.results)
  const total = query.data.pages[0]?.total ?? 0
  const hidden = query.hasNextPage ? 0 : Math.max(0, total - voters.length)
  return (
    <div id={id} ref={list} className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4">
      {voters.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {voters.map((voter) => (
            <li key={voter.public_id}>{voter.display_name}</li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <p className="text-muted">
          {voters.length > 0
            ? others(hidden)
            : hidden === 1
              ? 'It resonates with 1 person who keeps their name private.'
              : `It resonates with ${hidden} people who keep their name private.`}
        </p>
      ) : null}
      {voters.length === 0 && hidden === 0 ? <p className="text-muted">Nobody has said so yet.</p> : null}
      <ShowMoreButton query={query} list={list} failure="We could not load more names. Please try again." />
    </div>
  )
}
