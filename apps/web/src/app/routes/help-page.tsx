import { Card } from '@/components/ui/card'
import { Page } from '@/components/ui/page'
import { CrisisLineList } from '@/features/safety/components/crisis-line-list'
import { QuickExitExplainer } from '@/features/safety/components/quick-exit-explainer'

export function HelpPage() {
  return (
    <Page
      title="Help and support"
      heading="Help and support"
      lead={<p>If today is hard, you do not have to hold it alone. These people are there to listen.</p>}
    >
      <Card className="flex flex-col gap-3 bg-calm">
        <h2 className="text-2xl font-semibold">If you are in danger now</h2>
        <p>
          Call your local emergency number straight away: for example 911 in the United States and Canada, 999
          in the United Kingdom, 112 in the European Union.
        </p>
        <p>
          <strong>Kindred is not a crisis service.</strong> Nobody here watches messages in real time, and we
          cannot send help to you.
        </p>
      </Card>
      <section className="flex flex-col gap-4" aria-labelledby="crisis-lines">
        <h2 id="crisis-lines" className="text-2xl font-semibold">
          People you can talk to
        </h2>
        <p>Free and confidential. You do not need to be in crisis to call.</p>
        <CrisisLineList />
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="quick-exit">
        <h2 id="quick-exit" className="text-2xl font-semibold">
          Leaving quickly
        </h2>
        <QuickExitExplainer />
      </section>
    </Page>
  )
}
