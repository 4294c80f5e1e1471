// The identity module's public entry: the plugin app.ts registers, and what the authentication
// plugin and the account module need (the person's row, session cookies, re-authentication).
export { registerIdentity } from './identity.plugin'
export { sessionCookies, type SessionCookies } from './cookies'
export { requireCurrentPassword } from './password-rules'
export type { SessionRow, SessionsRepository } from './sessions.repository'
export type { UserRow } from './users.repository'
export { isSessionActive } from './session-activity'
