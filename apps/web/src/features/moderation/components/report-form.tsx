import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { REPORT_DETAILS_MAX } from '@kindred/contract/moderation-constants'
import type { ReportTarget } from '@kindred/contract/moderation-content'
import { REPORT_TARGETS } from '@kindred/contract/moderation-content-constants'
import { Button } from '@/components/ui/button'
import { CharacterCount } from '@/components/ui/character-count'
import { inputClassName } from '@/components/ui/field-parts'
import { HintedChoice } from '@/components/ui/hinted-choice'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SubmitButton } from '@/components/ui/submit-button'
import { apiFieldErrors, describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { useReasons } from '../api/get-reasons'
import { useSendReport } from '../api/send-report'
import { reportTitle } from '../lib/report-title'
import { ReportOutcome, type ReportAlternatives } from './report-outcome'

export interface ReportFormProps {
  /** What is reported (guide comments are flagged in the guide). */
  targetKind: Exclude<ReportTarget, 'guide_comment'>
  /** The memory's shareable link, the comment's id or the person's public id. */
  target: string
  /** What is reported, in words: the person's name ("Quiet Heron"); a memory and a comment are named by the form itself. */
  subjectLabel: string
  alternatives?: ReportAlternatives
  headingId: string
  onClose: () => void
}

/**
 * The dialog's content: the reasons for this kind of target, optional details, Send; then what the
 * server answered. Where it stands is the report mutation's own state: nothing sent, sending, failed
 * (what was chosen stays), or answered.
 */
export function ReportForm({
  targetKind,
  target,
  subjectLabel,
  alternatives = {},
  headingId,
  onClose,
}: ReportFormProps) {
  const { t } = useLingui()
  const reasons = useReasons(targetKind)
  const report = useSendReport()
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [details, setDetails] = useState('')
  const [missingReason, setMissingReason] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const detailsId = useId()
  const groupId = useId()

  useEffect(() => moveFocus(heading.current), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setMissingReason(reasonId === null)
    if (reasonId === null) return
    const trimmed = details.trim()
    report.mutate({
      target_kind: REPORT_TARGETS[targetKind],
      target,
      reason_id: reasonId,
      ...(trimmed ? { details: trimmed } : {}),
    })
  }

  const over = details.trim().length > REPORT_DETAILS_MAX
  const problem = report.isError
    ? Object.values(apiFieldErrors(report.error)).join(' ') || describeError(report.error)
    : ''

  return (
    <div className="flex flex-col gap-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        {t(reportTitle({ targetKind, subjectLabel }))}
      </h2>
      {report.data ? (
        <ReportOutcome answer={report.data} alternatives={alternatives} onClose={onClose} />
      ) : reasons.isPending ? (
        <LoadingStatus>{t`Loading the reasons…`}</LoadingStatus>
      ) : reasons.isError ? (
        <LoadError what={t`the reasons`} error={reasons.error} onRetry={() => void reasons.refetch()} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset
            className="flex flex-col gap-3"
            aria-invalid={missingReason || undefined}
            aria-describedby={missingReason ? `${groupId}-error` : undefined}
          >
            <legend className="mb-2 font-semibold">
              <Trans>What is wrong?</Trans>
            </legend>
            {missingReason ? (
              <p id={`${groupId}-error`} role="alert" className="font-semibold text-danger">
                <Trans>Please choose a reason.</Trans>
              </p>
            ) : null}
            {reasons.data.results.map((reason) => (
              <HintedChoice
                key={reason.id}
                id={`${groupId}-${reason.id}`}
                type="radio"
                label={reason.label}
                hint={reason.description}
                hintId={`${groupId}-${reason.id}-description`}
                name={`${groupId}-reason`}
                value={reason.id}
                checked={reasonId === reason.id}
                onChange={() => setReasonId(reason.id)}
              />
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <label htmlFor={detailsId} className="font-semibold">
              <Trans>Anything a moderator should know (optional)</Trans>
            </label>
            <textarea
              id={detailsId}
              value={details}
              rows={3}
              onChange={(event) => setDetails(event.target.value)}
              aria-invalid={over || undefined}
              aria-describedby={`${detailsId}-count`}
              className={inputClassName}
            />
            <CharacterCount
              id={`${detailsId}-count`}
              length={details.trim().length}
              max={REPORT_DETAILS_MAX}
            />
          </div>
          {report.isError ? (
            <p role="alert" className="font-semibold text-danger">
              <Trans>We could not send your report. {problem} What you chose is still here.</Trans>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={report.isPending} pendingLabel={t`Sending…`} disabled={over}>
              <Trans>Send</Trans>
            </SubmitButton>
            <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
