import { eq, sql } from 'drizzle-orm'
import { ownRows } from '../../db/own-rows'
import { flags, moderationActions, moderationAppeals } from '../../db/schema/index'
import type { PersonalDataPart } from '../../lib/personal-data'

// The person's rows of each of the three tables, as the export lists them.
const appeals = {
  from: moderationAppeals,
  owner: moderationAppeals.authorId,
  naming: [[moderationActions, eq(moderationActions.id, moderationAppeals.actionId)] as const],
  fields: {
    subject_kind: moderationActions.subjectKind,
    note: moderationAppeals.note,
    appealed_at: moderationAppeals.createdAt,
    // The decision on the appeal, once there is one (another row of the log).
    outcome: sql<
      string | null
    >`(select d.decision from moderation_actions d where d.id = ${moderationAppeals.decisionId})`,
    decided_at: moderationAppeals.decidedAt,
  },
  order: moderationAppeals.id,
}
const reports = {
  from: flags,
  owner: flags.flaggerUserId,
  fields: {
    subject_kind: flags.subjectKind,
    reason: flags.reason,
    note: flags.note,
    reported_at: flags.createdAt,
    decided_at: flags.resolvedAt,
  },
  order: flags.id,
}
const decisions = {
  from: moderationActions,
  owner: moderationActions.moderatorId,
  fields: {
    subject_kind: moderationActions.subjectKind,
    decision: moderationActions.decision,
    decided_at: moderationActions.createdAt,
  },
  order: moderationActions.id,
}

/**
 * The reports a person made, their appeals, and a moderator's decisions. Erasure keeps reports and
 * decisions for the moderators' record without the person (`SET NULL`): a flag still counts as a
 * report, a decision still says what was decided and when. An appeal is the author's own words and
 * goes with them (`CASCADE`); the log entry of its decision stays, without content.
 *
 * The export (SPEC §10): the reports they made (what kind of thing, why, their note, whether it was
 * decided), without the reported text, which is someone else's; for a moderator, the decisions they
 * made as the log records them; and the appeals they made, with the outcome.
 */
export const moderationPersonalData: PersonalDataPart = {
  module: 'moderation',
  tables: ['flags', 'moderation_actions', 'moderation_appeals'],
  export: async (db, userId) => ({
    appeals: await ownRows(db, userId, appeals),
    reports: await ownRows(db, userId, reports),
    moderation_decisions: await ownRows(db, userId, decisions),
  }),
}
