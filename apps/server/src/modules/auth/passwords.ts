import { AppError } from '../../lib/app-error'
import { mailToken, queueMail, type IdentityDeps } from './deps'
import { changePasswordMail, passwordChangedMail, resetPasswordMail } from './mail/identity-mail'
import { hashPassword, verifyPassword } from './password'
import { refuseCommonPassword } from './register'
import { normalizeEmail, type UserRow } from './users.repository'

export const INVALID_LINK = 'This link has expired or was already used. You can ask for a new one.'
const invalidLink = () => new AppError(400, 'INVALID_TOKEN', INVALID_LINK)

/** "Forgot password": a reset link to the address if it has an account; answers like register. */
export async function forgotPassword(deps: IdentityDeps, email: string) {
  const mailAllowed = await deps.limits.allow('mailPerAddress', normalizeEmail(email))
  const user = await deps.users.findByEmail(email)
  if (!user || !mailAllowed) return
  await mailToken(deps, user, 'reset_password', (token) =>
    resetPasswordMail({
      to: user.email,
      appOrigin: deps.config.appOrigin,
      displayName: user.displayName,
      token,
    }),
  )
}

/**
 * Sets a new password from a reset link: ends every session, voids other reset and change links,
 * and tells the person by email. Does not sign in (the person signs in with the new password).
 * The link proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(deps: IdentityDeps, token: string, password: string) {
  refuseCommonPassword(password)
  const passwordHash = await hashPassword(password)
  const user = await setPasswordWithToken(deps, token, 'reset_password', passwordHash)
  if (!user) throw invalidLink()
  void deps.outbox.kick()
}

/** A signed-in person asks to set (Google-only accounts) or change their password: a link to their own address. */
export async function requestPasswordChange(deps: IdentityDeps, user: UserRow, currentPassword?: string) {
  if (user.passwordHash) await requireCurrentPassword(user, currentPassword)
  await mailToken(deps, user, 'change_password', (token) =>
    changePasswordMail({
      to: user.email,
      appOrigin: deps.config.appOrigin,
      displayName: user.displayName,
      token,
      settingFirst: !user.passwordHash,
    }),
  )
}

/** Confirms a change-password link: sets it and ends every other session (the one confirming stays). */
export async function confirmPasswordChange(
  deps: IdentityDeps,
  token: string,
  password: string,
  currentSessionId?: number,
) {
  refuseCommonPassword(password)
  const passwordHash = await hashPassword(password)
  const user = await setPasswordWithToken(deps, token, 'change_password', passwordHash, currentSessionId)
  if (!user) throw invalidLink()
  void deps.outbox.kick()
  return user
}

/** Re-authentication for sensitive changes (ASVS 7.5.1): 422 when missing, 403 when wrong. */
export async function requireCurrentPassword(
  user: UserRow,
  currentPassword: string | undefined,
  field = 'body.current_password',
) {
  if (!user.passwordHash) return
  if (!currentPassword) {
    const message = 'Please enter your current password.'
    throw new AppError(422, 'VALIDATION_FAILED', message, [{ path: field, message }])
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError(403, 'INVALID_CREDENTIALS', 'That is not your current password.')
  }
}

async function setPasswordWithToken(
  deps: IdentityDeps,
  token: string,
  kind: 'reset_password' | 'change_password',
  passwordHash: string,
  keepSessionId?: number,
) {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const used = await deps.tokens.consume(tx, token, kind)
    if (!used) return null
    const current = await deps.users.findById(used.userId, tx)
    const user = await deps.users.update(
      used.userId,
      { passwordHash, emailVerifiedAt: current?.emailVerifiedAt ?? now },
      tx,
    )
    // A reset is how an owner takes their account back: whatever was pending dies with the old password.
    await deps.tokens.voidKinds(tx, used.userId, ['reset_password', 'change_password', 'change_email'])
    await deps.sessions.endAll(used.userId, { except: keepSessionId }, tx)
    await queueMail(
      deps,
      tx,
      passwordChangedMail({
        to: user!.email,
        appOrigin: deps.config.appOrigin,
        displayName: user!.displayName,
      }),
      user!.id,
    )
    return user!
  })
}
