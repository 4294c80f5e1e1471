import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { describeError } from '@/lib/form-errors'
import { formatDateTime } from '@/lib/format-date'
import { useMeToos } from '../api/get-me-toos'
import { useMeTooLabel } from '../api/get-reaction-options'
import { useLoveBackToggle } from '../hooks/use-interaction-toggles'
import { HeartIcon, ToggleButton } from './toggle-parts'
import { SaidLine } from './said-line'
import { quiet, type Said } from '../lib/reaction-said'

/**
 * For a memory's author only (SPEC §6): the people who said me too, newest first, ten at a time, each
 * with their private note, and "Send love back" (the giver is then told). Anonymous givers stay
 * anonymous here too.
 */
export function MeTooNotes({ shareableLink }: { shareableLink: string }) {
  const { t } = useLingui()
  const headingId = useId()
  const label = useMeTooLabel()
  const query = useMeToos(shareableLink)
  const loveBack = useLoveBackToggle(shareableLink)
  const [said, setSaid] = useState<Said>(quiet)
  const list = useRef<HTMLUListElement>(null)

  const press = (meTooId: number, name: string, on: boolean) => {
    if (loveBack.isPending) return
    setSaid({ text: '', failed: false })
    loveBack.mutate(
      { on, meTooId },
      {
        onSuccess: () =>
          setSaid({
            text: on ? t`Love sent back to ${name}.` : t`Love taken back from ${name}.`,
            failed: false,
          }),
        onError: (error) => {
          const failure = on ? t`Your love could not be sent back.` : t`Your love could not be taken back.`
          setSaid({ text: `${failure} ${describeError(error)}`, failed: true })
        },
      },
    )
  }

  const items = query.data?.pages.flatMap((page) => page.results) ?? []

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        <Trans>People who said “{label}”</Trans>
      </h2>
      <p className="text-base text-muted">
        <Trans>Only you can see this list and the notes in it.</Trans>
      </p>
      {query.isPending ? (
        <LoadingStatus>{t`Loading who said it…`}</LoadingStatus>
      ) : query.isError ? (
        <LoadError
          what={t({ message: 'who said it', comment: 'Ends the sentence “We could not load …”.' })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <p>
          <Trans>
            Nobody has said “{label}” yet. When someone does, you will find them here, with any note they
            leave for you.
          </Trans>
        </p>
      ) : (
        <ul ref={list} className="flex flex-col gap-3">
          {items.map((item) => {
            const name = item.giver ? item.giver.display_name : t`Someone (without their name)`
            return (
              <li key={item.id} className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-card p-4">
                <p className="flex flex-wrap gap-x-3">
                  <span className="font-semibold">{name}</span>
                  <time dateTime={item.created_at} className="text-muted">
                    {formatDateTime(item.created_at)}
                  </time>
                </p>
                {item.note ? <p className="max-w-prose whitespace-pre-wrap">{item.note}</p> : null}
                <div>
                  <ToggleButton
                    pressed={item.loved_back}
                    onClick={() => press(item.id, name, !item.loved_back)}
                  >
                    <HeartIcon filled={item.loved_back} />
                    <Trans>
                      Send love back<span className="sr-only"> to {name}</span>
                    </Trans>
                  </ToggleButton>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <ShowMoreButton query={query} list={list} failure={t`We could not load more. Please try again.`} />
      <SaidLine said={said} />
    </section>
  )
}
