import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { WayOutLinks } from '@/components/ui/way-out-links'

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <Page
      title={t`Page not found`}
      heading={t`We could not find that page`}
      lead={
        <p>
          <Trans>The link may be old, or the address may have a small typo. It happens.</Trans>
        </p>
      }
    >
      <WayOutLinks />
    </Page>
  )
}
