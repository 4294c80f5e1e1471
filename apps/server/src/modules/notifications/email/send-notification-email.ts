import type { FastifyBaseLogger } from 'fastify'
import { isSuspended } from '../../../lib/suspension'
import type { Clock } from '../../../lib/clock'
import type { Mailer } from '../../../lib/mailer'
import type { RuleLabels } from '../../../lib/rule-labels'
import { languageFor, type UserRow } from '../../identity'
import type { NotificationsRepository } from '../notifications.repository'
import { toNotificationDto } from '../notification.dto'
import type { EmailRepository } from './email.repository'
import { DETAILED_LINES, notificationMail } from './notification-mail'
import { unsubscribeToken } from './unsubscribe-token'

export interface NotificationEmailDeps {
  clock: Clock
  log: FastifyBaseLogger
  mailer: Mailer
  personById: (id: number) => Promise<UserRow | undefined>
  email: EmailRepository
  notifications: NotificationsRepository
  appOrigin: string
  unsubscribeKey: string
  ruleLabels: RuleLabels
}

/**
 * The outbox's `notification_email` job: the mail is written when it goes, so what it counts and
 * whether it may go at all are as they are now. Nothing goes to a person who is gone, has not
 * confirmed their address, is suspended or turned email off since the job was queued, nor when
 * everything new was seen in the app already. Refusals are logged with the reason only: no
 * address, no person. Its language is read with the person, when it goes (decision 084): a digest
 * speaks the language they have now, as it counts what is new now.
 */
export function notificationEmailHandler(deps: NotificationEmailDeps) {
  const skip = (reason: string) => {
    deps.log.info({ event: 'notification_email.skipped', reason }, 'notification mail not sent')
    return 'skipped' as const
  }

  return async ({ userId }: { userId: number }) => {
    const person = await deps.personById(userId)
    if (!person) return skip('gone')
    if (person.emailVerifiedAt === null) return skip('unverified')
    if (isSuspended(person.suspendedUntil, deps.clock.now())) return skip('suspended')
    const settings = await deps.email.settings(userId)
    if (!settings || settings.mode === 'off') return skip('turned_off')
    const { count, through } = await deps.email.unmailedCount(userId, settings.emailedThrough)
    if (count === 0) return skip('nothing_new')
    const language = languageFor(person)
    const lines = settings.detailed
      ? (
          await deps.notifications.newest(
            userId,
            deps.email.unmailed(userId, settings.emailedThrough, through),
            DETAILED_LINES,
          )
        ).map((row) => toNotificationDto(row, language, deps.ruleLabels).text)
      : undefined
    await deps.mailer.send(
      notificationMail({
        to: person.email,
        language,
        appOrigin: deps.appOrigin,
        count,
        lines,
        unsubscribeToken: unsubscribeToken(deps.unsubscribeKey, {
          userId,
          generation: settings.unsubscribeGeneration,
        }),
      }),
    )
    await deps.email.markEmailed(userId, through)
  }
}
