import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, type ReactNode } from 'react'
import type { Answer, Item } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/form-errors'
import { useClearAnswer } from '../../api/clear-answer'
import { useLatestAnswer } from '../../hooks/use-latest-answer'
import { AnswerOption } from './answer-option'

interface QuestionItemProps {
  sessionId: string
  item: Item
  answer: Answer | undefined
  onSaved: (item: Item, answer: Answer) => void
  onCleared: (item: Item) => void
  /** The result card, when this item was the last one answered. */
  children?: ReactNode
}

/** One question: a radio group named by its prompt and described by its help text. */
export function QuestionItem({ sessionId, item, answer, onSaved, onCleared, children }: QuestionItemProps) {
  const { t } = useLingui()
  const legendId = useId()
  const helpId = useId()
  const options = useRef<HTMLDivElement>(null)
  // A failed save shows the stored answer again; choices made while saving are kept (last wins).
  const save = useLatestAnswer(sessionId, item, answer, onSaved)
  const clear = useClearAnswer(sessionId, item.group_id)
  const busy = save.saving || clear.isPending

  const choose = (value: string) => {
    clear.reset()
    save.choose(value)
  }
  const clearAnswer = () => {
    save.resetError()
    clear.mutate(item.id, {
      onSuccess: () => {
        onCleared(item)
        // The button goes away with the answer; the question itself is the sensible place to be.
        options.current?.querySelector('input')?.focus()
      },
    })
  }
  const error = save.error ?? clear.error
  // Said between what failed and what to do about it: the words for what went wrong are the app's.
  const reason = error ? describeError(error) : ''
  const chosen = save.chosen

  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5">
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={helpId}
        aria-busy={busy || undefined}
        className="flex min-w-0 flex-col gap-3"
      >
        <legend id={legendId} className="mb-2 text-xl font-semibold">
          {item.prompt}
        </legend>
        <p id={helpId} className="text-muted">
          {item.help_text}
        </p>
        <div ref={options} className="flex flex-col gap-2">
          {item.options.map((option) => (
            <AnswerOption
              key={option.value}
              name={`item-${item.id}`}
              option={option}
              checked={chosen === option.value}
              busy={clear.isPending}
              onChoose={choose}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        {answer && !save.saving ? (
          <Button
            variant="secondary"
            onClick={() => (busy ? undefined : clearAnswer())}
            aria-disabled={busy || undefined}
          >
            {clear.isPending ? (
              <>
                <Spinner />
                <Trans>Clearing…</Trans>
              </>
            ) : (
              <Trans>Clear my answer</Trans>
            )}
          </Button>
        ) : null}
        {save.saving ? (
          <p className="flex items-center gap-2 text-muted">
            <Spinner />
            <Trans>Saving your answer…</Trans>
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="font-semibold text-danger">
          {save.error
            ? t`We could not save that answer. ${reason} Please choose it again.`
            : t`We could not clear that answer. ${reason} Please try again.`}
        </p>
      ) : null}
      {children}
    </div>
  )
}
