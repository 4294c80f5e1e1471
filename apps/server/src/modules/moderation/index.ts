// The moderation module's public entry: flags of any subject, reports, its share of a person's data, and
// role changes (the admin command line, apps/server/src/admin.ts).
export { flagContent, HIDE_AFTER_FLAGS, type FlagInput } from './use-cases/flag-content'
export { moderationPersonalData } from './moderation-personal-data'
export { registerModeration } from './moderation.plugin'
export { loadReasons } from './load-reasons'
export { changeRole, ROLE_CHANGES, type RoleChange, type RoleChangeOutcome } from './use-cases/change-role'
export { joinDecisionAsMa } from './moderation-statements'
