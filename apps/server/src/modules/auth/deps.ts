import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { enqueue, type OutboxWorker } from '../../jobs/outbox'
import type { Clock } from '../../lib/clock'
import type { Mail } from '../../lib/mailer'
import type { FastifyInstance } from 'fastify'
import type { AuthTokenService } from './auth-tokens.service'
import type { SessionService } from './sessions.service'
import type { UserRow, UsersRepository } from './users.repository'
import type { TokenKind } from '@kindred/contract/auth'

/** What the identity use cases need, passed in once (Infisical style), so each is a plain function. */
export interface IdentityDeps {
  db: Db
  clock: Clock
  config: Config
  users: UsersRepository
  sessions: SessionService
  tokens: AuthTokenService
  limits: FastifyInstance['limits']
  outbox: OutboxWorker
  serverKey: string
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
    const token = await deps.tokens.issue(tx, user.id, kind)
    await queueMail(deps, tx, compose(token), user.id)
  })
  void deps.outbox.kick()
}
