import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { FeedbackTarget } from '@kindred/contract/interactions-content'
import { LoadingStatus } from '@/components/ui/loading-status'
import { describeError } from '@/lib/form-errors'
import { useFeedbackPhrases } from '../api/get-feedback-phrases'
import { useUserFeedback } from '../api/get-user-feedback'
import type { FeedbackSubject } from '../api/keys'
import { useFeedbackToggle } from '../hooks/use-interaction-toggles'
import { Count, ToggleButton } from './toggle-parts'
import { SaidLine } from './said-line'
import { quiet, type Said } from '../lib/reaction-said'

interface FeedbackChipsProps {
  subject: FeedbackSubject
  type: FeedbackTarget
  /** Signed in and not your own: the phrases can be given. Otherwise only the counts are shown. */
  canGive: boolean
  /** Say so when nothing was given yet (where the words were opened on purpose). */
  sayWhenNone?: boolean
}

/**
 * Short supportive phrases instead of writing (SPEC §6): each a toggle with how often it was given.
 * Shown at once, put back with a word when the server refuses.
 */
export function FeedbackChips({ subject, type, canGive, sayWhenNone = false }: FeedbackChipsProps) {
  const { t } = useLingui()
  const labelId = useId()
  const phrases = useFeedbackPhrases(type)
  const summary = useUserFeedback(subject)
  const toggle = useFeedbackToggle(subject)
  const [said, setSaid] = useState<Said>(quiet)

  if (phrases.isPending || summary.isPending) return <LoadingStatus>{t`Loading kind words…`}</LoadingStatus>
  // Kind words are extra: when they cannot be loaded, the rest of the page is all there is.
  if (phrases.isError || summary.isError)
    return (
      <p className="text-base text-muted">
        <Trans>Kind words could not be loaded just now.</Trans>
      </p>
    )

  const countOf = (id: number) => summary.data.counts.find((entry) => entry.feedback_id === id)?.count ?? 0
  const mine = new Set(summary.data.mine)

  if (!canGive) {
    const given = summary.data.counts.filter((entry) => entry.count > 0)
    if (given.length === 0)
      return sayWhenNone ? (
        <p className="text-base text-muted">
          <Trans>No kind words here yet.</Trans>
        </p>
      ) : null
    return (
      <div className="flex flex-col gap-2">
        <p id={labelId} className="font-semibold">
          <Trans>Kind words</Trans>
        </p>
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {given.map((entry) => (
            <li key={entry.feedback_id} className="rounded-xl border-2 border-line px-3 py-1">
              {entry.label} <span className="text-muted">{entry.count}</span>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  const press = (id: number, label: string) => {
    if (toggle.isPending) return
    const on = !mine.has(id)
    setSaid({ text: '', failed: false })
    toggle.mutate(
      { on, feedbackId: id, label },
      {
        onSuccess: () =>
          setSaid({ text: on ? t`You said “${label}”.` : t`“${label}” taken back.`, failed: false }),
        onError: (error) => {
          const failure = on ? t`“${label}” could not be sent.` : t`“${label}” could not be taken back.`
          setSaid({ text: `${failure} ${describeError(error)}`, failed: true })
        },
      },
    )
  }

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="font-semibold">
        <Trans>Say it in a few words</Trans>
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {phrases.data.results.map((phrase) => (
          <ToggleButton
            key={phrase.id}
            pressed={mine.has(phrase.id)}
            onClick={() => press(phrase.id, phrase.label)}
          >
            {phrase.label}
            <Count value={countOf(phrase.id)} />
          </ToggleButton>
        ))}
      </div>
      <SaidLine said={said} />
    </div>
  )
}
