import { sql } from 'drizzle-orm'
import { ownRows } from '../../db/own-rows'
import {
  notificationEmailMutedTypes,
  notificationEmailSettings,
  notificationMutedTypes,
  notifications,
} from '../../db/schema/index'
import type { PersonalDataPart } from '../../lib/personal-data'
import { pushPersonalData } from './push/push-personal-data'

const received = {
  from: notifications,
  owner: notifications.recipientId,
  fields: {
    type: notifications.type,
    started_at: notifications.startedAt,
    updated_at: notifications.updatedAt,
    people: notifications.actorCount,
    seen: sql<boolean>`${notifications.seenAt} is not null`,
    read: sql<boolean>`${notifications.readAt} is not null`,
  },
  order: notifications.id,
}
/** A person's list of types (turned off in the app; left out of mail). */
const typesIn = (table: typeof notificationMutedTypes | typeof notificationEmailMutedTypes) => ({
  from: table,
  owner: table.userId,
  fields: { type: table.type },
  order: table.type,
})

const emailSettings = {
  from: notificationEmailSettings,
  owner: notificationEmailSettings.userId,
  fields: {
    mode: notificationEmailSettings.mode,
    detailed: notificationEmailSettings.detailed,
    digest_hour: notificationEmailSettings.digestHour,
    time_zone: notificationEmailSettings.timeZone,
    turned_off_at: notificationEmailSettings.turnedOffAt,
    turned_off_by: notificationEmailSettings.turnedOffBy,
    updated_at: notificationEmailSettings.updatedAt,
  },
  order: notificationEmailSettings.userId,
}

/**
 * The notifications module's share of a person's data. The export (SPEC §10): the notifications they
 * received (type, when, how many people, seen and read), the types they turned off, and how they
 * get notification mail (null: never chosen) with the types it leaves out. Other people
 * are counted, never named: their names are theirs, and naming them could tie one to an anonymous
 * act. What the person did to others' notifications belongs to those others. Erasure removes their
 * notifications, their choices, and them as an actor from everyone else's (a group left with nobody
 * goes with them). Their push devices: push/push-personal-data.ts.
 */
export const notificationsPersonalData: PersonalDataPart = {
  module: 'notifications',
  tables: [
    'notifications',
    'notification_actors',
    'notification_muted_types',
    'notification_email_settings',
    'notification_email_muted_types',
    ...pushPersonalData.tables,
  ],
  export: async (db, userId, now, language) => ({
    notifications: await ownRows(db, userId, received),
    notification_types_turned_off: (await ownRows(db, userId, typesIn(notificationMutedTypes))).map(
      (row) => row.type,
    ),
    notification_email: (await ownRows(db, userId, emailSettings))[0] ?? null,
    notification_types_not_emailed: (await ownRows(db, userId, typesIn(notificationEmailMutedTypes))).map(
      (row) => row.type,
    ),
    ...(await pushPersonalData.export(db, userId, now, language)),
  }),
}
