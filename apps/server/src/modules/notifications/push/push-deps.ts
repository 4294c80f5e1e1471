import type { Db } from '../../../db/client'
import type { Clock } from '../../../lib/clock'
import type { PushRepository } from './push.repository'

/** What the push routes and use cases are built from (push.plugin.ts). */
export interface PushDeps {
  db: Db
  clock: Clock
  push: PushRepository
  /** The VAPID public key browsers subscribe with. */
  publicKey: string
  /** PUSH_SERVICE_HOSTS: push services allowed besides the known ones. */
  serviceHosts: readonly string[]
}
