import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { Page } from '@/components/ui/page'
import { CrisisLineList } from '@/features/safety/components/crisis-line-list'
import { QuickExitExplainer } from '@/features/safety/components/quick-exit-explainer'

export function HelpPage() {
  const { t } = useLingui()
  return (
    <Page
      title={t`Help and support`}
      heading={t`Help and support`}
      lead={
        <p>
          <Trans>If today is hard, you do not have to hold it alone. These people are there to listen.</Trans>
        </p>
      }
    >
      <Card className="flex flex-col gap-3 bg-calm">
        <h2 className="text-2xl font-semibold">
          <Trans>If you are in danger now</Trans>
        </h2>
        <p>
          <Trans>
            Call your local emergency number straight away: for example 911 in the United States and Canada,
            999 in the United Kingdom, 112 in the European Union.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Kindred is not a crisis service.</strong> Nobody here watches messages in real time, and
            we cannot send help to you.
          </Trans>
        </p>
      </Card>
      <section className="flex flex-col gap-4" aria-labelledby="crisis-lines">
        <h2 id="crisis-lines" className="text-2xl font-semibold">
          <Trans>People you can talk to</Trans>
        </h2>
        <p>
          <Trans>Free and confidential. You do not need to be in crisis to call.</Trans>
        </p>
        <CrisisLineList />
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="quick-exit">
        <h2 id="quick-exit" className="text-2xl font-semibold">
          <Trans>Leaving quickly</Trans>
        </h2>
        <QuickExitExplainer />
      </section>
    </Page>
  )
}
