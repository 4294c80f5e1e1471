import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { WayOutLinks } from '@/components/ui/way-out-links'

/** Shown inside the layout when a page fails, so help and quick exit stay within reach. */
export function RouteErrorPage() {
  const { t } = useLingui()
  return (
    <Page
      title={t`Something went wrong`}
      heading={t`Something went wrong on this page`}
      lead={
        <p>
          <Trans>It is not something you did. Reloading the page often helps.</Trans>
        </p>
      }
    >
      <WayOutLinks />
    </Page>
  )
}
