import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { useVoters } from '../api/get-voters'

/**
 * The people a memory resonates with who allow being listed, ten at a time (SPEC §9.2), newest
 * first; once all are shown, the ones who keep their name private are counted, never named.
 */
export function VotersList({ shareableLink, id }: { shareableLink: string; id: string }) {
  const { t } = useLingui()
  const query = useVoters(shareableLink, true)
  const list = useRef<HTMLDivElement>(null)
  if (query.isPending) return <LoadingStatus>{t`Loading who it resonates with…`}</LoadingStatus>
  if (query.isError)
    return (
      <LoadError
        what={t({ message: 'who it resonates with', comment: 'Ends the sentence “We could not load …”.' })}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )

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
          {voters.length > 0 ? (
            <Plural
              value={hidden}
              one="and # other who keeps their name private"
              other="and # others who keep their name private"
            />
          ) : (
            <Plural
              value={hidden}
              one="It resonates with # person who keeps their name private."
              other="It resonates with # people who keep their name private."
            />
          )}
        </p>
      ) : null}
      {voters.length === 0 && hidden === 0 ? (
        <p className="text-muted">
          <Trans>Nobody has said so yet.</Trans>
        </p>
      ) : null}
      <ShowMoreButton
        query={query}
        list={list}
        failure={t`We could not load more names. Please try again.`}
      />
    </div>
  )
}
