// The moderation module's public entry: flags of any subject, reports, and its share of a person's data.
export { flagContent, HIDE_AFTER_FLAGS, type FlagInput } from './use-cases/flag-content'
export { moderationPersonalData } from './moderation-personal-data'
export { registerModeration } from './moderation.plugin'
