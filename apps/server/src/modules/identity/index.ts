// The identity module's public entry: the plugin app.ts registers (it registers the authentication
// plugin, handing it the session check), what the account module, moderation and notifications need
// (the person's row, session cookies, re-authentication, roles, live sessions and their changes), and the admin
// command line (creating an account). Functions, never a repository (decision 077).
export { registerIdentity } from './identity.plugin'
export { sessionCookies, type SessionCookies } from './cookies'
export { requireCurrentPassword } from './password-rules'
export type { UserRow } from './users.repository'
export { activeSessions } from './session-activity'
export { listenToSessionChanges } from './session-changes'
export {
  anyOtherModerator,
  findRoleHolderForUpdate,
  listStaff,
  setRole,
  type RoleHolder,
} from './roles.repository'
export { createAccountIn, erasePerson, personById, saveLanguage } from './people'
export { createPersonSubject } from './person-subject.repository'
export type { CreateAccountOutcome } from './use-cases/create-account'
export { languageFor } from './mail/language-for'
