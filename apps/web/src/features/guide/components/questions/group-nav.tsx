import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { describeError } from '@/lib/form-errors'

interface GroupNavProps {
  position: number
  total: number
  finishing: boolean
  finishError: unknown
  onBack: () => void
  onNext: () => void
  onFinish: () => void
}

/** Back and Next between groups; after the last group, the way to the report. */
export function GroupNav({
  position,
  total,
  finishing,
  finishError,
  onBack,
  onNext,
  onFinish,
}: GroupNavProps) {
  const { t } = useLingui()
  const last = position === total
  return (
    <nav aria-label={t`Groups of questions`} className="flex flex-wrap items-center gap-3">
      {position > 1 ? (
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back to the previous group</Trans>
        </Button>
      ) : null}
      {last ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onFinish()
          }}
        >
          <SubmitButton pending={finishing} pendingLabel={t`Making your report…`}>
            <Trans>I am done: see my report</Trans>
          </SubmitButton>
        </form>
      ) : (
        <Button onClick={onNext}>
          <Trans>Next group</Trans>
        </Button>
      )}
      {finishError ? (
        <p role="alert" className="basis-full font-semibold text-danger">
          <Trans>We could not make your report.</Trans> {describeError(finishError)}
        </p>
      ) : null}
    </nav>
  )
}
