import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { enqueue, type OutboxWorker } from '../../jobs/outbox'
import type { Clock } from '../../lib/clock'
import type { Mail } from '../../lib/mailer'
import type { FastifyInstance } from 'fastify'
import type { AuthTokenService } from './auth-tokens.service'
import type { SessionService } from './sessions.service'
import type { UsersRepository } from './users.repository'

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
