// The comments module's public entry: what app.ts and other modules may use.
export { registerComments } from './comments.plugin'
export { commentsPersonalData } from './comments-personal-data'
export { createCommentSubjects } from './comment-subject.repository'
export { exportSectionComments } from './use-cases/export-section-comments'
export type { GuidePort } from './guide-port'
export { commentLoveCount, commentNamed, commentsAsC } from './comment-statements'
