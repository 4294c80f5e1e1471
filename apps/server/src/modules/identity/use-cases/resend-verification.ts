import type { Language } from '@kindred/contract/languages'
import type { IdentityDeps } from '../identity-deps'
import { verificationMail } from '../mail/identity-mail'
import { languageFor } from '../mail/language-for'
import { mailToken } from '../mail/queue-mail'
import { normalizeEmail } from '../users.repository'

/** Sends a new verification link to an unverified account (in its language); answers like register. */
export async function resendVerification(deps: IdentityDeps, email: string, requestLanguage: Language) {
  const mailAllowed = await deps.limits.allow('mailPerAddress', normalizeEmail(email))
  const user = await deps.users.findByEmail(email)
  if (!user || user.emailVerifiedAt || !mailAllowed) return
  await mailToken(deps, user, 'account_verification', (token) =>
    verificationMail({
      to: user.email,
      appOrigin: deps.config.appOrigin,
      displayName: user.displayName,
      language: languageFor(user, requestLanguage),
      token,
    }),
  )
}
