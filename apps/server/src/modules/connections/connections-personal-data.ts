import type { PersonalDataPart } from '../../lib/personal-data'
import { exportConnections } from './use-cases/export-connections'

/**
 * The connections module's share of a person's data: their connections, requests, blocks and
 * mutes. It exports the person's interaction settings too; that table is named by the interactions
 * module's part, which reads it as well.
 */
export const connectionsPersonalData: PersonalDataPart = {
  module: 'connections',
  tables: ['connections', 'user_blocks', 'user_mutes'],
  export: async (db, userId) => exportConnections(db, userId),
}
