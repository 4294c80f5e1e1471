// The account module's public entry: what app.ts and other modules may use.
export { registerAccount } from './account.plugin'
export { createPersonalData, type PersonalData, type PersonalDataPart } from './personal-data'
