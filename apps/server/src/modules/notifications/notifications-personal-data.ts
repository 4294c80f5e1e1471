import { sql } from 'drizzle-orm'
import { ownRows } from '../../db/own-rows'
import { notificationMutedTypes, notifications } from '../../db/schema/index'
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
const turnedOff = {
  from: notificationMutedTypes,
  owner: notificationMutedTypes.userId,
  fields: { type: notificationMutedTypes.type },
  order: notificationMutedTypes.type,
}

/**
 * The notifications module's share of a person's data. The export (SPEC §10): the notifications they
 * received (type, when, how many people, seen and read) and the types they turned off. Other people
 * are counted, never named: their names are theirs, and naming them could tie one to an anonymous
 * act. What the person did to others' notifications belongs to those others. Erasure removes their
 * notifications, their choices, and them as an actor from everyone else's (a group left with nobody
 * goes with them). Their push devices: push/push-personal-data.ts.
 */
export const notificationsPersonalData: PersonalDataPart = {
  module: 'notifications',
  tables: ['notifications', 'notification_actors', 'notification_muted_types', ...pushPersonalData.tables],
  export: async (db, userId, now) => ({
    notifications: await ownRows(db, userId, received),
    notification_types_turned_off: (await ownRows(db, userId, turnedOff)).map((row) => row.type),
    ...(await pushPersonalData.export(db, userId, now)),
  }),
}
