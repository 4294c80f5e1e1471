import type { MarkManyReadBody, NotificationFamily } from '@kindred/contract/notifications'
import { AppError } from '../../../lib/app-error'
import type { NotificationsDeps } from '../notifications-deps'

const notFound = () => new AppError(404, 'NOT_FOUND', 'notifications.notFound')

// Marking touches the person's own rows only: someone else's id matches nothing, which is a 404,
// the same answer as for an id that never existed (SPEC §7).

/** Marks one notification of a family read (the me-too family's call, seed §7). */
export async function markOneRead(
  deps: NotificationsDeps,
  recipient: number,
  family: NotificationFamily,
  id: number,
) {
  const marked = await deps.notifications.markRead(recipient, { ids: [id], family }, deps.clock.now())
  if (marked === 0) throw notFound()
  await deps.hub.changed(recipient)
  return { marked }
}

/** Marks several of a family read, or all of it; ids that are not the person's are a 404. */
export async function markManyRead(
  deps: NotificationsDeps,
  recipient: number,
  family: NotificationFamily,
  body: MarkManyReadBody,
) {
  const at = deps.clock.now()
  if ('all' in body) {
    const marked = await deps.notifications.markRead(recipient, { family }, at)
    await deps.hub.changed(recipient)
    return { marked }
  }
  const ids = [...new Set(body.ids)]
  const marked = await deps.notifications.markRead(recipient, { ids, family }, at)
  if (marked < ids.length) throw notFound()
  await deps.hub.changed(recipient)
  return { marked }
}

/** Opened: read and seen. Any family's notification may be marked through this call. */
export async function markRead(deps: NotificationsDeps, recipient: number, id: number) {
  const marked = await deps.notifications.markRead(recipient, { ids: [id] }, deps.clock.now())
  if (marked === 0) throw notFound()
  await deps.hub.changed(recipient)
  return { marked }
}

/** Shown in a list: seen, which clears it from the bell. */
export async function markSeen(deps: NotificationsDeps, recipient: number, id: number) {
  const marked = await deps.notifications.markSeen(recipient, { ids: [id] }, deps.clock.now())
  if (marked === 0) throw notFound()
  await deps.hub.changed(recipient)
  return { marked }
}

/** Clears the bell: every family's unseen notifications become seen (decision 023). */
export async function markAllSeen(deps: NotificationsDeps, recipient: number) {
  const marked = await deps.notifications.markSeen(recipient, {}, deps.clock.now())
  await deps.hub.changed(recipient)
  return { marked }
}
