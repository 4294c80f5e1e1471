import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'

export function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      heading="We could not find that page"
      lead={<p>The link may be old, or the address may have a small typo. It happens.</p>}
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
