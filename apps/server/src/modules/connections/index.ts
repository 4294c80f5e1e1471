// The connections module's public entry: what app.ts and other modules may use.
export { registerConnections } from './connections.plugin'
export { connectionsPersonalData } from './connections-personal-data'
export { joinInteractionSettingsAsS, listedAsVoter } from './connection-statements'
