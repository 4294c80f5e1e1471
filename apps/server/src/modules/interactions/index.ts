// The interactions module's public entry: what app.ts and other modules may use.
export { registerInteractions } from './interactions.plugin'
