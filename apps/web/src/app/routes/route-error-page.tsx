import { Page } from '@/components/ui/page'
import { WayOutLinks } from '@/components/ui/way-out-links'

/** Shown inside the layout when a page fails, so help and quick exit stay within reach. */
export function RouteErrorPage() {
  return (
    <Page
      title="Something went wrong"
      heading="Something went wrong on this page"
      lead={<p>It is not something you did. Reloading the page often helps.</p>}
    >
      <WayOutLinks />
    </Page>
  )
}
