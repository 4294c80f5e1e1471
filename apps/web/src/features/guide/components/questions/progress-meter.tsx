import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

interface ProgressMeterProps {
  progress: { answered: number; total: number } | undefined
  /** True while a returning person's answers are being fetched. */
  restoring: boolean
  /** The count could not be fetched (the answers themselves are safe). */
  failed: boolean
}

/** "You have answered 10 of 35 questions", as words and as a progress bar. */
export function ProgressMeter({ progress, restoring, failed }: ProgressMeterProps) {
  const { t } = useLingui()
  const labelId = useId()
  if (!progress && failed) {
    return (
      <p className="text-muted">
        <Trans>We could not count your answers just now. They are kept all the same.</Trans>
      </p>
    )
  }
  if (!progress) {
    return <p className="text-muted">{restoring ? t`Restoring your answers…` : t`Counting your answers…`}</p>
  }
  const { answered, total } = progress
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId}>
        <Plural
          value={total}
          one={`You have answered ${answered} of # question.`}
          other={`You have answered ${answered} of # questions.`}
        />
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        className="h-3 w-full overflow-hidden rounded-full bg-line"
      >
        {/* React sets this through the CSSOM, which the CSP's style-src does not restrict. */}
        <div className="h-full rounded-full bg-brand dark:bg-brand-soft" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
