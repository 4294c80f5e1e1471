// The guide module's public entry: what app.ts and other modules may use.
export { registerGuide } from './guide.plugin'
export { guidePersonalData } from './guide-personal-data'
export { restoreGuideComment } from './use-cases/restore-guide-comment'
export { moderateGuideComment } from './use-cases/moderate-guide-comment'
