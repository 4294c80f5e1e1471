import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { ConnectionsRepository } from './connections.repository'
import type { InteractionSettingsRepository } from './interaction-settings.repository'
import type { PeopleRepository } from './people.repository'

/** What the connections module's use cases and routes are built from (connections.plugin.ts). */
export interface ConnectionsDeps {
  db: Db
  clock: Clock
  /** How long an account counts as new (no connection requests then; SPEC §3.6). */
  newAccountMs: number
  connections: ConnectionsRepository
  people: PeopleRepository
  settings: InteractionSettingsRepository
}
