// The guide module's public entry: what app.ts and other modules may use.
export { registerGuide } from './guide.plugin'
