import type { PersonalDataPart } from '../../lib/personal-data'
import { exportConnections } from './use-cases/export-connections'

/**
 * The connections module's share of a person's data: their connections, requests, blocks, mutes
 * and interaction settings (the interactions module reads whether they are listed as a voter).
 */
export const connectionsPersonalData: PersonalDataPart = {
  module: 'connections',
  tables: ['connections', 'user_blocks', 'user_mutes', 'interaction_settings'],
  export: async (db, userId) => exportConnections(db, userId),
}
