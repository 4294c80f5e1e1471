import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { TextLink } from '@/components/ui/text-link'
import { useMyMemories } from '../../api/get-my-memories'
import { useFocusOnChange } from '../../hooks/use-focus-on-change'
import { MemoryCardView } from '../common/memory-card-view'
import { Pager } from '../common/pager'

/** "My memories" on /home: everything the person wrote, private ones too, with who can see each. */
export function MyMemories() {
  const [page, setPage] = useState(1)
  const { t } = useLingui()
  const query = useMyMemories(page)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(page)
  return (
    <section aria-labelledby="my-memories" className="flex flex-col gap-5">
      <h2 id="my-memories" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        <Trans>My memories</Trans>
      </h2>
      {query.isPending ? (
        <LoadingStatus>{t`Loading your memories…`}</LoadingStatus>
      ) : query.isError ? (
        <LoadError what={t`your memories`} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <p>
          {page > 1 ? (
            <Trans>
              There are no older memories. <TextLink to="/memories?compose=1">Write one</TextLink> when you
              feel ready: you can keep it just for yourself.
            </Trans>
          ) : (
            <Trans>
              You have not written a memory yet. <TextLink to="/memories?compose=1">Write one</TextLink> when
              you feel ready: you can keep it just for yourself.
            </Trans>
          )}
        </p>
      ) : (
        <>
          <p>
            <TextLink to="/memories?compose=1">
              <Trans>Write another memory</Trans>
            </TextLink>
          </p>
          {query.isPlaceholderData ? (
            <LoadingStatus>{t`Loading more of your memories…`}</LoadingStatus>
          ) : null}
          <ul className="flex flex-col gap-5">
            {query.data.results.map((memory) => (
              <li key={memory.hash_id}>
                <MemoryCardView memory={memory} />
              </li>
            ))}
          </ul>
          <Pager page={query.data.page} hasNext={query.data.has_next} onPage={setPage} />
        </>
      )}
    </section>
  )
}
