// The preferences module's public entry: what app.ts and other modules may use.
export { registerPreferences } from './preferences.plugin'
export { preferencesPersonalData } from './preferences-personal-data'
export { anonymousByDefault } from './use-cases/anonymous-by-default'
