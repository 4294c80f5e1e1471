import { Trans, useLingui } from '@lingui/react/macro'
import type { UseMutationResult } from '@tanstack/react-query'
import type { GuideReport } from '@kindred/contract/guide'
import { Card } from '@/components/ui/card'
import { SubmitButton } from '@/components/ui/submit-button'
import { Failure } from '@/components/ui/failure'

interface ReportSoFarProps {
  /** The report mutation shared with "I am done": `true` builds the final report. */
  generate: UseMutationResult<GuideReport, Error, boolean>
}

/** A pause: the report from the answers so far, and the reassurance that nothing is lost by leaving. */
export function ReportSoFar({ generate }: ReportSoFarProps) {
  const { t } = useLingui()
  const building = generate.isPending && !generate.variables
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">
        <Trans>Take a break whenever you like</Trans>
      </h2>
      <p>
        <Trans>
          Your answers are saved as you go. You can close this page and come back later, and you will find
          them here. You can also look at your report so far; it is marked as not finished.
        </Trans>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          generate.mutate(false)
        }}
      >
        <SubmitButton variant="secondary" pending={building} pendingLabel={t`Making your report so far…`}>
          <Trans>See my report so far</Trans>
        </SubmitButton>
      </form>
      <Failure error={generate.isError && !generate.variables ? generate.error : null}>
        <Trans>We could not make your report.</Trans>
      </Failure>
    </Card>
  )
}
