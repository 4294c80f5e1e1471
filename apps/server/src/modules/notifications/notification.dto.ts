import type { Language } from '@kindred/contract/languages'
import type { Notification } from '@kindred/contract/notifications'
import { authorOutcomeText, notificationText, outcomeText, type DecisionFacts } from './notification-text'
import type { NotificationRow } from './notifications.repository'
import { isoTime } from '../../lib/iso-time'
import type { RuleLabels } from '../../lib/rule-labels'

const iso = isoTime

function targetKind(row: NotificationRow): Notification['target']['kind'] {
  if (row.type === 'report_outcome' || row.type === 'moderation_outcome') return 'report'
  if (row.connection_id !== null) return 'connection'
  if (row.type === 'love_back') return 'me_too'
  if (row.comment_id !== null) return 'comment'
  return 'memory'
}

const decisionFacts = (row: NotificationRow, language: Language, ruleLabels: RuleLabels): DecisionFacts => ({
  subjectKind: row.subject_kind,
  decision: row.decision,
  rule: ruleLabels(row.rule, language),
  until: row.until === null ? null : new Date(row.until),
})

/**
 * One notification for its recipient, its sentence in `language` (a decision's rule in the words
 * `ruleLabels` gives it): a memory they can no longer read (`memory_readable`, read with the row) is
 * neither named nor linked.
 */
export function toNotificationDto(
  row: NotificationRow,
  language: Language,
  ruleLabels: RuleLabels,
): Notification {
  const memory =
    row.memory_readable && row.shareable_link !== null && row.memory_title !== null
      ? { shareableLink: row.shareable_link, title: row.memory_title }
      : undefined
  const commentId = row.comment_id
  let link = '/home'
  if (memory) {
    link = `/memories/m/${memory.shareableLink}`
    if (commentId !== null) link += `#comment-${commentId}`
  }
  return {
    id: Number(row.id),
    type: row.type,
    family: row.family,
    actors: { people: row.people, count: row.actor_count },
    target: {
      kind: targetKind(row),
      memory: memory ? { shareable_link: memory.shareableLink, title: memory.title } : null,
      comment_id: commentId,
      connection_id: row.connection_id === null ? null : Number(row.connection_id),
    },
    text:
      row.type === 'report_outcome'
        ? outcomeText(decisionFacts(row, language, ruleLabels), language)
        : row.type === 'moderation_outcome'
          ? authorOutcomeText(
              decisionFacts(row, language, ruleLabels),
              memory ? memory.title : null,
              language,
            )
          : notificationText(
              row.type,
              { names: row.people.map((person) => person.display_name), count: row.actor_count },
              memory ? memory.title : null,
              language,
            ),
    link,
    created_at: iso(row.started_at),
    updated_at: iso(row.updated_at),
    seen: row.seen,
    read: row.read,
  }
}
