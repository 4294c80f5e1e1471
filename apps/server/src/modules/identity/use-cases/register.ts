import { retryOnUniqueViolation } from '../../../lib/db-errors'
import { publicId } from '../../../lib/secrets'
import { suggestDisplayName } from '../display-names'
import type { IdentityDeps } from '../identity-deps'
import { alreadyRegisteredMail, verificationMail } from '../mail/identity-mail'
import { queueMail } from '../mail/queue-mail'
import { hashPassword } from '../password'
import { refuseCommonPassword } from '../password-rules'
import { normalizeEmail } from '../users.repository'

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
      const token = await deps.tokens.issue(user!.id, 'account_verification', undefined, tx)
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
