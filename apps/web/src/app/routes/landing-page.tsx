import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Page } from '@/components/ui/page'

export function LandingPage() {
  return (
    <Page
      title={null}
      heading="A quiet place for what you carried from childhood"
      lead={
        <p>
          Kindred is for adults who grew up with hard things at home: abuse, neglect, a parent who drank or
          was unwell, loss, fear. Nothing here is a test you can fail. Take your time.
        </p>
      }
    >
      <div className="flex flex-wrap gap-4">
        <Link to="/guide" className={buttonClassName('primary')}>
          Start the guide
        </Link>
        <Link to="/memories" className={buttonClassName('secondary')}>
          Read memories
        </Link>
      </div>
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">The guide</h2>
        <p>
          A gentle, anonymous set of questions about the years you grew up in, based on the research on
          adverse childhood experiences. You do not need an account. At the end you get a personal report:
          what the research says, what others wrote, and ideas for what can help. It does not diagnose
          anything.
        </p>
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">Memories</h2>
        <p>
          Childhood memories that people chose to share, and the quiet &ldquo;me too&rdquo; of others who
          lived something similar. You can read without signing in, and choose what you would rather not see.
        </p>
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">At your own pace</h2>
        <p>
          You can stop at any moment. Quick exit, at the top of every page, leaves at once. If things feel too
          heavy right now, the Get help page lists people you can talk to.
        </p>
        <p className="text-muted">
          Kindred is still being built, so some pages say what they will hold soon.
        </p>
      </Card>
    </Page>
  )
}
