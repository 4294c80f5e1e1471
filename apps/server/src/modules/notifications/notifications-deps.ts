import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RuleLabels } from '../../lib/rule-labels'
import type { UserRow } from '../identity'
import type { EmailRepository } from './email/email.repository'
import type { NotificationHub } from './live/notification-hub'
import type { NotificationsRepository } from './notifications.repository'

/** What the notifications module's use cases and routes are built from (notifications.plugin.ts). */
export interface NotificationsDeps {
  db: Db
  clock: Clock
  notifications: NotificationsRepository
  hub: NotificationHub
  /** How each person gets notification mail (issue 26). */
  email: EmailRepository
  /** The person: whose address is confirmed (identity's `personById`). */
  personById: (id: number) => Promise<UserRow | undefined>
  /** The key of the one-click unsubscribe links in mail. */
  unsubscribeKey: string
  /** The words of the rule a moderator's decision named (the moderation module's, decision 083). */
  ruleLabels: RuleLabels
}
