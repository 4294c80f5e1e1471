import { Page } from '@/components/ui/page'
import { WayOutLinks } from '@/components/ui/way-out-links'

export function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      heading="We could not find that page"
      lead={<p>The link may be old, or the address may have a small typo. It happens.</p>}
    >
      <WayOutLinks />
    </Page>
  )
}
