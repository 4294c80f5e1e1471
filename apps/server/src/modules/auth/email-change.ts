import { AppError } from '../../lib/app-error'
import { retryOnUniqueViolation } from '../../lib/db-errors'
import { queueMail, type IdentityDeps } from './deps'
import { changeEmailMail, emailChangeNoticeMail } from './mail/identity-mail'
import { INVALID_LINK, requireCurrentPassword } from './passwords'
import { normalizeEmail, type UserRow } from './users.repository'

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
    const token = await deps.tokens.issue(tx, user.id, 'change_email', newEmail.trim())
    await queueMail(
      deps,
      tx,
      changeEmailMail({ to: newEmail.trim(), appOrigin, displayName: user.displayName, token }),
      user.id,
    )
  })
  void deps.outbox.kick()
}

/** Opens a change-email link: the account takes the new address, now verified. */
export async function confirmEmailChange(deps: IdentityDeps, token: string) {
  const now = deps.clock.now()
  // Two accounts confirming one address at once: the loser's rollback keeps its link unused, and
  // the retry sees the winner's row and answers with the clear 400 below instead of a 500.
  await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const used = await deps.tokens.consume(tx, token, 'change_email')
      if (!used?.newEmail) throw new AppError(400, 'INVALID_TOKEN', INVALID_LINK)
      const taken = await deps.users.findByEmail(used.newEmail, tx)
      if (taken && taken.id !== used.userId) {
        throw new AppError(
          400,
          'INVALID_TOKEN',
          'This address now belongs to another account, so it cannot be used.',
        )
      }
      await deps.users.update(
        used.userId,
        { email: used.newEmail, emailNormalized: normalizeEmail(used.newEmail), emailVerifiedAt: now },
        tx,
      )
    }),
  )
}
