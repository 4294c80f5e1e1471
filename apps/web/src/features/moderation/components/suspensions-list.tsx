import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { moveFocus } from '@/lib/move-focus'
import { useSuspensions } from '../api/get-suspensions'
import { sectionClassName } from './section-class-name'
import { SuspensionRow } from './suspension-row'

export const NOBODY_SUSPENDED = msg`Nobody is suspended now.`

/**
 * The people suspended now (SPEC §10), the longest suspension first: until when, and a way to lift
 * it early. A lifted row leaves the list: focus goes to the heading, and the news is said below it.
 */
export function SuspensionsList() {
  const { t } = useLingui()
  const suspensions = useSuspensions()
  const [said, setSaid] = useState({ text: '', problem: false })
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const people = suspensions.data?.pages.flatMap((page) => page.results) ?? []
  const announce = (text: string, problem = false) => {
    setSaid({ text, problem })
    moveFocus(heading.current)
  }

  return (
    <section aria-labelledby={headingId} className={sectionClassName}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        <Trans>Suspensions</Trans>
      </h2>
      <p
        role="status"
        className={!said.text ? 'sr-only' : said.problem ? 'font-semibold text-danger' : 'font-semibold'}
      >
        {said.text}
      </p>
      {suspensions.isPending ? (
        <LoadingStatus>{t`Loading the suspensions…`}</LoadingStatus>
      ) : suspensions.isError && !suspensions.data ? (
        <LoadError
          what={t`the suspensions`}
          error={suspensions.error}
          onRetry={() => void suspensions.refetch()}
        />
      ) : people.length === 0 ? (
        <p>{t(NOBODY_SUSPENDED)}</p>
      ) : (
        <>
          <ul ref={list} aria-label={t`People suspended now`} className="flex flex-col gap-3">
            {people.map((person) => (
              <SuspensionRow key={person.public_id} person={person} announce={announce} />
            ))}
          </ul>
          <ShowMoreButton
            query={suspensions}
            list={list}
            label={t`Show more suspensions`}
            pendingLabel={t`Loading…`}
          />
        </>
      )}
    </section>
  )
}
