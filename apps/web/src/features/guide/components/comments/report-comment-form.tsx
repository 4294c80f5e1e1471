import { useId, useState, type FormEvent } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { describeError } from '@/lib/form-errors'
import type { CommentReportReason } from '../../api/report-comment'
import { REPORT_REASONS } from './report-reasons'

interface ReportCommentFormProps {
  report: UseMutationResult<{ message: string }, Error, { reason: CommentReportReason; note?: string }>
  onCancel: () => void
}

/** Why the comment should be looked at, and anything else the moderators should know. */
export function ReportCommentForm({ report, onCancel }: ReportCommentFormProps) {
  const reasonId = useId()
  const noteId = useId()
  const [reason, setReason] = useState<CommentReportReason>('harmful')
  const [note, setNote] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = note.trim()
    report.mutate(trimmed ? { reason, note: trimmed } : { reason })
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Report this comment"
      className="flex flex-col gap-4 rounded-2xl bg-calm p-4"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={reasonId} className="font-semibold">
          Why should a moderator look at it?
        </label>
        <select
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value as CommentReportReason)}
          className={inputClassName}
        >
          {REPORT_REASONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={noteId} className="font-semibold">
          Anything else they should know (optional)
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
      {report.isError ? (
        <p role="alert" className="font-semibold text-danger">
          We could not send your report. {describeError(report.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={report.isPending} pendingLabel="Sending…">
          Send the report
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={report.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
