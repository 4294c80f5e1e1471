import type { Language } from '@kindred/contract/languages'
import type { IdentityDeps } from '../identity-deps'
import { resetPasswordMail } from '../mail/identity-mail'
import { languageFor } from '../mail/language-for'
import { mailToken } from '../mail/queue-mail'
import { normalizeEmail } from '../users.repository'

/**
 * "Forgot password": a reset link to the address if it has an account (in its owner's language, the
 * request's when they have none); answers like register. An address without one gets nothing.
 */
export async function forgotPassword(deps: IdentityDeps, email: string, requestLanguage: Language) {
  const mailAllowed = await deps.limits.allow('mailPerAddress', normalizeEmail(email))
  const user = await deps.users.findByEmail(email)
  if (!user || !mailAllowed) return
  await mailToken(deps, user, 'reset_password', (token) =>
    resetPasswordMail({
      to: user.email,
      appOrigin: deps.config.appOrigin,
      displayName: user.displayName,
      language: languageFor(user, requestLanguage),
      token,
    }),
  )
}
