import { AppError } from '../../../lib/app-error'
import type { IdentityDeps } from '../identity-deps'
import { changeEmailMail, emailChangeNoticeMail } from '../mail/identity-mail'
import { queueMail } from '../mail/queue-mail'
import { requireCurrentPassword } from '../password-rules'
import { normalizeEmail, type UserRow } from '../users.repository'

/**
 * A signed-in person asks to change their email (SPEC §3.2): the current password when they have
 * one, a link to the new address, a notice to the old. The address changes only when the link is
 * opened. An address that already has an account gets nothing, and the answer is the same.
 */
export async function requestEmailChange(
  deps: IdentityDeps,
  user: UserRow,
  newEmail: string,
  currentPassword?: string,
) {
  await requireCurrentPassword(user, currentPassword)
  if (normalizeEmail(newEmail) === user.emailNormalized) {
    const message = 'This is already your email address.'
    throw new AppError(422, 'VALIDATION_FAILED', message, [{ path: 'body.new_email', message }])
  }
  const taken = await deps.users.findByEmail(newEmail)
  const { appOrigin } = deps.config
  await deps.db.transaction(async (tx) => {
    await queueMail(
      deps,
      tx,
      emailChangeNoticeMail({
        to: user.email,
        appOrigin,
        displayName: user.displayName,
        newEmail: newEmail.trim(),
      }),
      user.id,
    )
    if (taken) return
    const token = await deps.tokens.issue(user.id, 'change_email', newEmail.trim(), tx)
    await queueMail(
      deps,
      tx,
      changeEmailMail({ to: newEmail.trim(), appOrigin, displayName: user.displayName, token }),
      user.id,
    )
  })
  void deps.outbox.kick()
}
