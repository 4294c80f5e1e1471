// The account module's public entry: what app.ts registers. The person's-data registry it exports
// and erases through lives in lib/personal-data.ts, where every module's part is typed.
export { registerAccount } from './account.plugin'
