import type { Language } from '@kindred/contract/languages'
import { AppError } from '../../../lib/app-error'
import type { IdentityDeps } from '../identity-deps'
import { changeEmailMail, emailChangeNoticeMail } from '../mail/identity-mail'
import { languageFor } from '../mail/language-for'
import { queueMail } from '../mail/queue-mail'
import { requireCurrentPassword } from '../password-rules'
import { normalizeEmail, type UserRow } from '../users.repository'

/**
 * A signed-in person asks to change their email (SPEC §3.2): the current password when they have
 * one, a link to the new address, a notice to the old. The address changes only when the link is
 * opened. An address that already has an account gets nothing, and the answer is the same. Both
 * mails are the person's, in their language.
 */
export async function requestEmailChange(
  deps: IdentityDeps,
  user: UserRow,
  newEmail: string,
  requestLanguage: Language,
  currentPassword?: string,
) {
  await requireCurrentPassword(user, currentPassword)
  if (normalizeEmail(newEmail) === user.emailNormalized) {
    const message = 'identity.sameEmail'
    throw new AppError(422, 'VALIDATION_FAILED', message, [{ path: 'body.new_email', message }])
  }
  const taken = await deps.users.findByEmail(newEmail)
  const { appOrigin } = deps.config
  const language = languageFor(user, requestLanguage)
  await deps.db.transaction(async (tx) => {
    await queueMail(
      deps,
      tx,
      emailChangeNoticeMail({
        to: user.email,
        appOrigin,
        displayName: user.displayName,
        language,
        newEmail: newEmail.trim(),
      }),
      user.id,
    )
    if (taken) return
    const token = await deps.tokens.issue(user.id, 'change_email', newEmail.trim(), tx)
    await queueMail(
      deps,
      tx,
      changeEmailMail({ to: newEmail.trim(), appOrigin, displayName: user.displayName, language, token }),
      user.id,
    )
  })
  void deps.outbox.kick()
}
