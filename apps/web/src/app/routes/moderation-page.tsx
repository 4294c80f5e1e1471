import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { ModerationDesk } from '@/features/moderation/components/moderation-desk'
import { ModeratorRoles } from '@/features/moderation/components/moderator-roles'

export function ModerationPage() {
  const role = useCookieStore((state) => state.user?.role)
  const { t } = useLingui()
  return (
    <Page
      title={t`Moderation`}
      heading={t`Moderation`}
      lead={
        <p>
          <Trans>For Kindred’s moderators: the reports people send about content that worries them.</Trans>
        </p>
      }
    >
      {/* The server refuses anyone else (403): the role known here only spares them the request. */}
      <ModerationDesk
        canModerate={role === 'moderator' || role === 'admin'}
        canAddModerators={role === 'admin'}
      />
      {/* Only admins choose moderators; anyone else would be refused by the server. */}
      {role === 'admin' ? <ModeratorRoles /> : null}
    </Page>
  )
}
