import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Page } from '@/components/ui/page'

export function LandingPage() {
  const { t } = useLingui()
  return (
    <Page
      title={null}
      heading={t`A quiet place for what you carried from childhood`}
      lead={
        <p>
          <Trans>
            Kindred is for adults who grew up with hard things at home: abuse, neglect, a parent who drank or
            was unwell, loss, fear. Nothing here is a test you can fail. Take your time.
          </Trans>
        </p>
      }
    >
      <div className="flex flex-wrap gap-4">
        <Link to="/guide" className={buttonClassName('primary')}>
          <Trans>Start the guide</Trans>
        </Link>
        <Link to="/memories" className={buttonClassName('secondary')}>
          <Trans>Read memories</Trans>
        </Link>
      </div>
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">
          <Trans>The guide</Trans>
        </h2>
        <p>
          <Trans>
            A gentle, anonymous set of questions about the years you grew up in, based on the research on
            adverse childhood experiences. You do not need an account. At the end you get a personal report:
            what the research says, what others wrote, and ideas for what can help. It does not diagnose
            anything.
          </Trans>
        </p>
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">
          <Trans>Memories</Trans>
        </h2>
        <p>
          <Trans>
            Childhood memories that people chose to share, and the quiet “me too” of others who lived
            something similar. You can read without signing in, and choose what you would rather not see.
          </Trans>
        </p>
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">
          <Trans>At your own pace</Trans>
        </h2>
        <p>
          <Trans>
            You can stop at any moment. Quick exit, at the top of every page, leaves at once. If things feel
            too heavy right now, the Get help page lists people you can talk to.
          </Trans>
        </p>
        <p className="text-muted">
          <Trans>Kindred is still being built, so some pages say what they will hold soon.</Trans>
        </p>
      </Card>
    </Page>
  )
}
