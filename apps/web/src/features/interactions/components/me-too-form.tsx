import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { ME_TOO_NOTE_MAX } from '@kindred/contract/interactions-constants'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/text-area-field'

// The me too's form, loaded when someone first opens it (signed-in-reactions.tsx): a feed shows the
// button on every card, and the note field is only needed by those who press it. What is typed and
// chosen is kept by lib/reactions-state.ts, so it outlasts the form while the me too is sent; the form
// says what the person does (typed, chose), never sets it.

interface MeTooFormProps {
  id: string
  empathyLabel: string
  note: string
  noteError: string | undefined
  anonymous: boolean
  onType: (note: string) => void
  onChoose: (anonymous: boolean) => void
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
}

/** A private note (optional) and whether to say it without one's name; Send or Cancel. */
export function MeTooForm({
  id,
  empathyLabel,
  note,
  noteError,
  anonymous,
  onType,
  onChoose,
  onSubmit,
  onCancel,
}: MeTooFormProps) {
  const { t } = useLingui()
  const length = note.length
  return (
    <form
      id={id}
      noValidate
      aria-label={t`Say ${empathyLabel}`}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-2xl border-2 border-line p-4"
    >
      <TextAreaField
        id={`${id}-note`}
        label={t`A note (optional)`}
        hint={t`Only the person who shared this will read it.`}
        value={note}
        onValueChange={onType}
        error={noteError}
        rows={3}
        describedByExtra={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-base text-muted">
        <Trans>
          {length} of {ME_TOO_NOTE_MAX} characters
        </Trans>
      </p>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={anonymous}
          onChange={(event) => onChoose(event.target.checked)}
        />
        <span>
          <Trans>Say it without my name</Trans>
          <span className="block text-base text-muted">
            <Trans>They will see that someone said “{empathyLabel}”, never who.</Trans>
          </span>
        </span>
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Trans>Send</Trans>
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
