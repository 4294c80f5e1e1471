import type { Language } from '@kindred/contract/languages'
import type { IdentityDeps } from '../identity-deps'
import { changePasswordMail } from '../mail/identity-mail'
import { languageFor } from '../mail/language-for'
import { mailToken } from '../mail/queue-mail'
import { requireCurrentPassword } from '../password-rules'
import type { UserRow } from '../users.repository'

/** A signed-in person asks to set (Google-only accounts) or change their password: a link to their own address. */
export async function requestPasswordChange(
  deps: IdentityDeps,
  user: UserRow,
  requestLanguage: Language,
  currentPassword?: string,
) {
  if (user.passwordHash) await requireCurrentPassword(user, currentPassword)
  await mailToken(deps, user, 'change_password', (token) =>
    changePasswordMail({
      to: user.email,
      appOrigin: deps.config.appOrigin,
      displayName: user.displayName,
      language: languageFor(user, requestLanguage),
      token,
      settingFirst: !user.passwordHash,
    }),
  )
}
