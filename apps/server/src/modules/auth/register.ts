import { AppError } from '../../lib/app-error'
import { retryOnUniqueViolation } from '../../lib/db-errors'
import { publicId } from '../../lib/secrets'
import { isCommonPassword } from './common-passwords'
import { mailToken, queueMail, type IdentityDeps } from './deps'
import { suggestDisplayName } from './display-names'
import { alreadyRegisteredMail, verificationMail } from './mail/identity-mail'
import { hashPassword } from './password'
import { normalizeEmail } from './users.repository'

/** The one answer to register, resend and forgot: the same whether or not the address has an account. */
export const ACCEPTED_MESSAGE =
  "If this address can be used, we've sent a link to it. Please check your inbox (and spam folder)."

/** Fails with 422 when a new password is one of the common ones (SPEC §3.1). */
export function refuseCommonPassword(password: string, field = 'body.password') {
  if (isCommonPassword(password)) {
    const message =
      'This password is one of the most common ones, so it is easy to guess. Please choose another.'
    throw new AppError(422, 'COMMON_PASSWORD', message, [{ path: field, message }])
  }
}

/**
 * Registration (SPEC §3.3). Always hashes the password and answers 202, so neither the answer nor
 * its timing says whether the address has an account. A known verified address gets a "someone
 * tried to register" note; a known unverified one takes the new password (whoever registered it
 * before never proved the address) and gets a fresh link, which voids the older ones.
 */
export async function register(
  deps: IdentityDeps,
  input: { email: string; password: string; displayName?: string },
) {
  refuseCommonPassword(input.password)
  const passwordHash = await hashPassword(input.password)
  const mailAllowed = await deps.limits.allow('mailPerAddress', normalizeEmail(input.email))
  const now = deps.clock.now()
  const { appOrigin } = deps.config

  // Two registrations of one new address at once: the loser sees the winner's row and answers alike.
  await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const existing = await deps.users.findByEmail(input.email, tx)
      if (existing?.emailVerifiedAt) {
        if (mailAllowed) {
          await queueMail(
            deps,
            tx,
            alreadyRegisteredMail({ to: existing.email, appOrigin, displayName: existing.displayName }),
            existing.id,
          )
        }
        return
      }
      const user = existing
        ? await deps.users.update(
            existing.id,
            { passwordHash, displayName: input.displayName ?? existing.displayName },
            tx,
          )
        : await deps.users.insert(
            {
              publicId: publicId(),
              email: input.email.trim(),
              emailNormalized: normalizeEmail(input.email),
              passwordHash,
              displayName: input.displayName ?? suggestDisplayName(),
              createdAt: now,
            },
            tx,
          )
      const token = await deps.tokens.issue(tx, user!.id, 'account_verification')
      if (mailAllowed) {
        await queueMail(
          deps,
          tx,
          verificationMail({ to: user!.email, appOrigin, displayName: user!.displayName, token }),
          user!.id,
        )
      }
    }),
  )
  void deps.outbox.kick()
}

/** Sends a new verification link to an unverified account; answers like register. */
export async function resendVerification(deps: IdentityDeps, email: string) {
  const mailAllowed = await deps.limits.allow('mailPerAddress', normalizeEmail(email))
  const user = await deps.users.findByEmail(email)
  if (!user || user.emailVerifiedAt || !mailAllowed) return
  await mailToken(deps, user, 'account_verification', (token) =>
    verificationMail({
      to: user.email,
      appOrigin: deps.config.appOrigin,
      displayName: user.displayName,
      token,
    }),
  )
}
