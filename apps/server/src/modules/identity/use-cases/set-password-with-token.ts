import type { Language } from '@kindred/contract/languages'
import { AppError } from '../../../lib/app-error'
import type { IdentityDeps } from '../identity-deps'
import { passwordChangedMail } from '../mail/identity-mail'
import { languageFor } from '../mail/language-for'
import { queueMail } from '../mail/queue-mail'

/**
 * The step reset and change links share, in one transaction: uses the link, sets the password
 * (the link proves the address, so an unverified account becomes verified), voids every other
 * pending link, ends the sessions (but `keepSessionId`) and queues the "password changed" notice
 * (in the person's language, the request's when they have none).
 * A link that is not valid is a 400.
 */
export async function setPasswordWithToken(
  deps: IdentityDeps,
  token: string,
  kind: 'reset_password' | 'change_password',
  passwordHash: string,
  requestLanguage: Language,
  keepSessionId?: number,
) {
  const now = deps.clock.now()
  const user = await deps.db.transaction(async (tx) => {
    const used = await deps.tokens.consume(token, kind, tx)
    if (!used) return null
    const current = await deps.users.findById(used.userId, tx)
    const user = await deps.users.update(
      used.userId,
      { passwordHash, emailVerifiedAt: current?.emailVerifiedAt ?? now },
      tx,
    )
    // A reset is how an owner takes their account back: whatever was pending dies with the old password.
    await deps.tokens.voidKinds(used.userId, ['reset_password', 'change_password', 'change_email'], tx)
    await deps.sessions.endAll(used.userId, { except: keepSessionId }, tx)
    await queueMail(
      deps,
      tx,
      passwordChangedMail({
        to: user!.email,
        appOrigin: deps.config.appOrigin,
        displayName: user!.displayName,
        language: languageFor(user, requestLanguage),
      }),
      user!.id,
    )
    return user!
  })
  if (!user) throw new AppError(400, 'INVALID_TOKEN', 'identity.invalidLink')
  void deps.outbox.kick()
  return user
}
