import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'

/** Shown inside the layout when a page fails, so help and quick exit stay within reach. */
export function RouteErrorPage() {
  return (
    <Page
      title="Something went wrong"
      heading="Something went wrong on this page"
      lead={<p>It is not something you did. Reloading the page often helps.</p>}
    >
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          <TextLink to="/">Go to the start page</TextLink>
        </li>
        <li>
          <TextLink to="/help">Get help and support</TextLink>
        </li>
      </ul>
    </Page>
  )
}
