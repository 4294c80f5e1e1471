import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { REPORT_DETAILS_MAX, type ReportResponse } from '@kindred/contract/moderation'
import { Button } from '@/components/ui/button'
import { inputClassName } from '@/components/ui/field-parts'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SubmitButton } from '@/components/ui/submit-button'
import { apiFieldErrors, describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { useReasons } from '../api/get-reasons'
import { useSendReport } from '../api/send-report'

type Alternative = 'hide' | 'mute' | 'block'

export interface ReportButtonProps {
  /** 1 a memory (by shareable link), 2 a comment (by id), 3 a person (by public id). */
  targetKind: 1 | 2 | 3
  target: string
  /** What is reported, in words: "this memory", "this comment", "Quiet Heron". */
  subjectLabel: string
  /** The person's own tools, offered for a personal reason; one not given is not offered. */
  alternatives?: Partial<Record<Alternative, () => void>>
  /** The button's words where "Report" alone would be unclear (beside other reports). */
  buttonLabel?: string
}

const ALTERNATIVE_WORDS: Record<Alternative, string> = {
  hide: 'Hide it from my lists',
  mute: 'Mute this person',
  block: 'Block this person',
}

export const REPORT_THANKS = 'Thank you. A moderator will look at it; the person is not told who reported it.'

/**
 * "Report": a dialog with the reasons (each with what it covers), optional details and Send. A
 * violation goes to the moderators, with thanks; a personal reason ("I'd rather not see this")
 * offers the person's own tools instead, and says it is fine to step away. Escape closes it and
 * focus goes back to the button.
 */
export function ReportButton({
  targetKind,
  target,
  subjectLabel,
  alternatives = {},
  buttonLabel = 'Report',
}: ReportButtonProps) {
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const headingId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    close()
  }

  return (
    <>
      <Button ref={opener} variant="quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl border-2 border-line bg-card p-5 text-ink backdrop:bg-black/50 sm:p-6"
      >
        {open ? (
          <ReportForm
            headingId={headingId}
            targetKind={targetKind}
            target={target}
            subjectLabel={subjectLabel}
            alternatives={alternatives}
            onClose={close}
          />
        ) : null}
      </dialog>
    </>
  )
}

interface ReportFormProps extends Required<Omit<ReportButtonProps, 'alternatives' | 'buttonLabel'>> {
  headingId: string
  alternatives: Partial<Record<Alternative, () => void>>
  onClose: () => void
}

function ReportForm({ headingId, targetKind, target, subjectLabel, alternatives, onClose }: ReportFormProps) {
  const reasons = useReasons(targetKind)
  const report = useSendReport()
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [details, setDetails] = useState('')
  const [missingReason, setMissingReason] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const outcome = useRef<HTMLParagraphElement>(null)
  const detailsId = useId()
  const groupId = useId()
  const answer: ReportResponse | undefined = report.data

  useEffect(() => moveFocus(heading.current), [])
  useEffect(() => {
    if (answer) moveFocus(outcome.current)
  }, [answer])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reasonId === null) {
      setMissingReason(true)
      return
    }
    setMissingReason(false)
    const trimmed = details.trim()
    report.mutate({
      target_kind: targetKind,
      target,
      reason_id: reasonId,
      ...(trimmed ? { details: trimmed } : {}),
    })
  }

  const offered =
    answer?.status === 'personal' ? answer.alternatives.filter((kind) => alternatives[kind]) : []
  const over = details.trim().length - REPORT_DETAILS_MAX

  return (
    <div className="flex flex-col gap-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        Report {subjectLabel}
      </h2>
      {answer?.status === 'received' ? (
        <>
          <p ref={outcome} tabIndex={-1} role="status">
            {REPORT_THANKS}
          </p>
          <div>
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      ) : answer?.status === 'personal' ? (
        <>
          <p ref={outcome} tabIndex={-1} role="status">
            This does not go to the moderators, and nothing was sent.{' '}
            {offered.length > 0 ? 'You can choose to see less of it yourself:' : ''}
          </p>
          {offered.length > 0 ? (
            <div className="flex flex-wrap gap-3">
              {offered.map((kind) => (
                <Button
                  key={kind}
                  variant="secondary"
                  onClick={() => {
                    alternatives[kind]?.()
                    onClose()
                  }}
                >
                  {ALTERNATIVE_WORDS[kind]}
                </Button>
              ))}
            </div>
          ) : null}
          <p>It is okay to step away for a while. Looking after yourself comes first.</p>
          <div>
            <Button variant={offered.length > 0 ? 'quiet' : 'primary'} onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : reasons.isPending ? (
        <LoadingStatus>Loading the reasons…</LoadingStatus>
      ) : reasons.isError ? (
        <LoadError what="the reasons" error={reasons.error} onRetry={() => void reasons.refetch()} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset
            className="flex flex-col gap-3"
            aria-invalid={missingReason || undefined}
            aria-describedby={missingReason ? `${groupId}-error` : undefined}
          >
            <legend className="mb-2 font-semibold">What is wrong?</legend>
            {missingReason ? (
              <p id={`${groupId}-error`} role="alert" className="font-semibold text-danger">
                Please choose a reason.
              </p>
            ) : null}
            {reasons.data.results.map((reason) => (
              <div key={reason.id} className="flex items-start gap-3">
                <input
                  id={`${groupId}-${reason.id}`}
                  type="radio"
                  name={`${groupId}-reason`}
                  value={reason.id}
                  checked={reasonId === reason.id}
                  onChange={() => setReasonId(reason.id)}
                  aria-describedby={`${groupId}-${reason.id}-description`}
                  className="mt-1 size-6 shrink-0 accent-brand dark:accent-brand-soft"
                />
                <div className="flex flex-col">
                  <label htmlFor={`${groupId}-${reason.id}`} className="font-semibold">
                    {reason.label}
                  </label>
                  <span id={`${groupId}-${reason.id}-description`} className="text-base text-muted">
                    {reason.description}
                  </span>
                </div>
              </div>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <label htmlFor={detailsId} className="font-semibold">
              Anything a moderator should know (optional)
            </label>
            <textarea
              id={detailsId}
              value={details}
              rows={3}
              onChange={(event) => setDetails(event.target.value)}
              aria-invalid={over > 0 || undefined}
              aria-describedby={`${detailsId}-count`}
              className={inputClassName}
            />
            <p
              id={`${detailsId}-count`}
              className={over > 0 ? 'text-base font-semibold text-danger' : 'text-base text-muted'}
            >
              {over > 0
                ? `${over} characters over the limit of ${REPORT_DETAILS_MAX}.`
                : `${details.trim().length} of ${REPORT_DETAILS_MAX} characters`}
            </p>
          </div>
          {report.isError ? (
            <p role="alert" className="font-semibold text-danger">
              We could not send your report.{' '}
              {Object.values(apiFieldErrors(report.error)).join(' ') || describeError(report.error)} What you
              chose is still here.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={report.isPending} pendingLabel="Sending…" disabled={over > 0}>
              Send
            </SubmitButton>
            <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
