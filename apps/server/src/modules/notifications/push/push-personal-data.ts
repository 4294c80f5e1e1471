import { ownRows } from '../../../db/own-rows'
import { pushDue, pushSubscriptions } from '../../../db/schema/index'
import type { PersonalDataPart } from '../../../lib/personal-data'

const devices = {
  from: pushSubscriptions,
  owner: pushSubscriptions.userId,
  fields: { id: pushSubscriptions.publicId, created_at: pushSubscriptions.createdAt },
  order: pushSubscriptions.id,
}

const lastPush = {
  from: pushDue,
  owner: pushDue.userId,
  fields: { at: pushDue.pushedAt },
  order: pushDue.userId,
}

/**
 * Push's share of a person's data (decision 054). The export lists their devices by id and the day
 * they turned push on, and when the last push was sent; not the endpoints nor the keys: an endpoint is a capability URL of the push
 * service (whoever holds it can address that browser), worth nothing to the person, and an export
 * is a file that gets copied. Erasure removes the devices and the push bookkeeping (cascade).
 */
export const pushPersonalData: Omit<PersonalDataPart, 'module'> = {
  tables: ['push_subscriptions', 'push_due'],
  export: async (db, userId) => ({
    push_devices: await ownRows(db, userId, devices),
    push_last_sent_at: (await ownRows(db, userId, lastPush))[0]?.at ?? null,
  }),
}
