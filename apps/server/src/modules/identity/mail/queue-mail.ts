import type { TokenKind } from '@kindred/contract/identity'
import type { Db } from '../../../db/client'
import { enqueue } from '../../../jobs/outbox'
import type { Mail } from '../../../lib/mailer'
import type { IdentityDeps } from '../identity-deps'
import type { UserRow } from '../users.repository'

declare module '../../../jobs/outbox' {
  interface OutboxJobs {
    /** A mail of identity's, written in full when queued (its links carry a token). */
    email: Mail
  }
}

/** Queues an email in the caller's transaction; sent by the outbox worker after commit. */
export function queueMail(deps: IdentityDeps, tx: Db, mail: Mail, userId?: number) {
  return enqueue(tx, deps.clock, { kind: 'email', payload: mail, userId })
}

/** Issues a token of `kind` and queues the mail that carries it in one transaction, then wakes the outbox. */
export async function mailToken(
  deps: IdentityDeps,
  user: UserRow,
  kind: TokenKind,
  compose: (token: string) => Mail,
) {
  await deps.db.transaction(async (tx) => {
    const token = await deps.tokens.issue(user.id, kind, undefined, tx)
    await queueMail(deps, tx, compose(token), user.id)
  })
  void deps.outbox.kick()
}
