// The identity module's public entry: the plugin app.ts registers, and what the authentication
// plugin, the account module and moderation need (the person's row, session cookies,
// re-authentication, roles), and the admin command line (creating an account).
export { registerIdentity } from './identity.plugin'
export { sessionCookies, type SessionCookies } from './cookies'
export { requireCurrentPassword } from './password-rules'
export type { SessionRow, SessionsRepository } from './sessions.repository'
export type { UserRow } from './users.repository'
export { activeSessions } from './session-activity'
export { createRolesRepository, type RoleHolder, type RolesRepository } from './roles.repository'
export { createUsersRepository, type UsersRepository } from './users.repository'
export { createPersonSubject } from './person-subject.repository'
export { createAccount, type CreateAccountOutcome } from './use-cases/create-account'
