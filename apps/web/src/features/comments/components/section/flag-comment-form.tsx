import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { describeError } from '@/lib/form-errors'
import type { CommentFlag, CommentFlagReason } from '../../api/flag-section-comment'
import { FLAG_REASONS } from './flag-reasons'

interface FlagCommentFormProps {
  flag: UseMutationResult<{ message: string }, Error, CommentFlag>
  onCancel: () => void
}

/** Why the comment should be looked at, and anything else the moderators should know. */
export function FlagCommentForm({ flag, onCancel }: FlagCommentFormProps) {
  const { t } = useLingui()
  const reasonId = useId()
  const noteId = useId()
  const [reason, setReason] = useState<CommentFlagReason>('harmful')
  const [note, setNote] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = note.trim()
    flag.mutate(trimmed ? { reason, note: trimmed } : { reason })
  }

  const problem = flag.isError ? describeError(flag.error) : ''
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Report this comment`}
      className="flex flex-col gap-4 rounded-2xl bg-calm p-4"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={reasonId} className="font-semibold">
          <Trans>Why should a moderator look at it?</Trans>
        </label>
        <select
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value as CommentFlagReason)}
          className={inputClassName}
        >
          {FLAG_REASONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={noteId} className="font-semibold">
          <Trans>Anything else they should know (optional)</Trans>
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={500}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          className={inputClassName}
        />
      </div>
      {flag.isError ? (
        <p role="alert" className="font-semibold text-danger">
          <Trans>We could not send your report. {problem}</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={flag.isPending} pendingLabel={t`Sending…`}>
          <Trans>Send the report</Trans>
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={flag.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
