import { useId, useRef, useState, type ReactNode } from 'react'
import type { Answer, Item } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/form-errors'
import { useClearAnswer } from '../../api/clear-answer'
import { useSaveAnswer } from '../../api/save-answer'
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
  const legendId = useId()
  const helpId = useId()
  const options = useRef<HTMLDivElement>(null)
  const save = useSaveAnswer(sessionId, item.group_id)
  const clear = useClearAnswer(sessionId, item.group_id)
  // Shown checked at once (a controlled radio would otherwise flick back until the save starts);
  // after the save the stored answer decides, so a failed save shows the earlier answer again.
  const [picked, setPicked] = useState<string | null>(null)
  const busy = picked !== null || save.isPending || clear.isPending
  const chosen = picked ?? answer?.value

  const choose = (value: string) => {
    clear.reset()
    setPicked(value)
    save.mutate(
      { traumaId: item.id, value, changing: answer !== undefined },
      { onSuccess: (saved) => onSaved(item, saved), onSettled: () => setPicked(null) },
    )
  }
  const clearAnswer = () => {
    save.reset()
    clear.mutate(item.id, {
      onSuccess: () => {
        onCleared(item)
        // The button goes away with the answer; the question itself is the sensible place to be.
        options.current?.querySelector('input')?.focus()
      },
    })
  }
  const error = save.error ?? clear.error

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
              busy={busy}
              onChoose={choose}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        {answer && !save.isPending ? (
          <Button
            variant="secondary"
            onClick={() => (busy ? undefined : clearAnswer())}
            aria-disabled={busy || undefined}
          >
            {clear.isPending ? (
              <>
                <Spinner />
                Clearing…
              </>
            ) : (
              'Clear my answer'
            )}
          </Button>
        ) : null}
        {save.isPending ? (
          <p className="flex items-center gap-2 text-muted">
            <Spinner />
            Saving your answer…
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="font-semibold text-danger">
          {save.error
            ? `We could not save that answer. ${describeError(error)} Please choose it again.`
            : `We could not clear that answer. ${describeError(error)} Please try again.`}
        </p>
      ) : null}
      {children}
    </div>
  )
}
