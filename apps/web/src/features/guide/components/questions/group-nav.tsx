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
  const last = position === total
  return (
    <nav aria-label="Groups of questions" className="flex flex-wrap items-center gap-3">
      {position > 1 ? (
        <Button variant="secondary" onClick={onBack}>
          Back to the previous group
        </Button>
      ) : null}
      {last ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onFinish()
          }}
        >
          <SubmitButton pending={finishing} pendingLabel="Making your report…">
            I am done: see my report
          </SubmitButton>
        </form>
      ) : (
        <Button onClick={onNext}>Next group</Button>
      )}
      {finishError ? (
        <p role="alert" className="basis-full font-semibold text-danger">
          We could not make your report. {describeError(finishError)}
        </p>
      ) : null}
    </nav>
  )
}
