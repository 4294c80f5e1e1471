// The identity module's public entry: the plugin app.ts registers (it registers the authentication
// plugin, handing it the session check), what the account module, moderation and notifications need
// (the person's row, session cookies, re-authentication, roles, live sessions and their changes), and the admin
// command line (creating an account).
export { registerIdentity } from './identity.plugin'
export { sessionCookies, type SessionCookies } from './cookies'
export { requireCurrentPassword } from './password-rules'
export type { UserRow } from './users.repository'
export { activeSessions } from './session-activity'
export { listenToSessionChanges } from './session-changes'
export { createRolesRepository, type RoleHolder, type RolesRepository } from './roles.repository'
export { createUsersRepository, type UsersRepository } from './users.repository'
export { createPersonSubject } from './person-subject.repository'
export { createAccount, type CreateAccountOutcome } from './use-cases/create-account'
