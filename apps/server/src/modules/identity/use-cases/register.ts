import type { Language } from '@kindred/contract/languages'
import { retryOnUniqueViolation } from '../../../lib/db-errors'
import { publicId } from '../../../lib/secrets'
import { suggestDisplayName } from '../display-names'
import type { IdentityDeps } from '../identity-deps'
import { alreadyRegisteredMail, verificationMail } from '../mail/identity-mail'
import { languageFor } from '../mail/language-for'
import { queueMail } from '../mail/queue-mail'
import { hashPassword } from '../password'
import { refuseCommonPassword } from '../password-rules'
import { normalizeEmail } from '../users.repository'

/**
 * Registration (SPEC §3.3). Always hashes the password and answers 202, so neither the answer nor
 * its timing says whether the address has an account. A known verified address gets a "someone
 * tried to register" note; a known unverified one takes the new password (whoever registered it
 * before never proved the address) and gets a fresh link, which voids the older ones.
 *
 * `language` is the request's (decision 084): a new account saves it as the person's language, as
 * does an unverified one taken over (nobody could sign in to it to choose one), so their mails and
 * the app speak it until they choose another; the note to a verified account is written in its
 * owner's language, the request's only when they have none.
 */
export async function register(
  deps: IdentityDeps,
  input: { email: string; password: string; displayName?: string; language: Language },
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
            alreadyRegisteredMail({
              to: existing.email,
              appOrigin,
              displayName: existing.displayName,
              language: languageFor(existing, input.language),
            }),
            existing.id,
          )
        }
        return
      }
      const user = existing
        ? await deps.users.update(
            existing.id,
            {
              passwordHash,
              displayName: input.displayName ?? existing.displayName,
              language: input.language,
            },
            tx,
          )
        : await deps.users.insert(
            {
              publicId: publicId(),
              email: input.email.trim(),
              emailNormalized: normalizeEmail(input.email),
              passwordHash,
              displayName: input.displayName ?? suggestDisplayName(),
              language: input.language,
              createdAt: now,
            },
            tx,
          )
      const token = await deps.tokens.issue(user!.id, 'account_verification', undefined, tx)
      if (mailAllowed) {
        await queueMail(
          deps,
          tx,
          verificationMail({
            to: user!.email,
            appOrigin,
            displayName: user!.displayName,
            language: languageFor(user, input.language),
            token,
          }),
          user!.id,
        )
      }
    }),
  )
  void deps.outbox.kick()
}
