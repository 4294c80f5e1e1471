import type { Decision } from '@kindred/contract/moderation-queue'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { ModerationDesk } from '../components/moderation-desk'
import { ModeratorRoles } from '../components/moderator-roles'
import { queuePage } from './queue-fixtures'

export const QUEUE = 'GET /api/v1/moderation/queue/'
export const DECIDE = 'POST /api/v1/moderation/queue/decide/'
export const LOG = 'GET /api/v1/moderation/log/'
export const APPEALS = 'GET /api/v1/moderation/appeals/'
export const DECIDE_APPEAL = 'POST /api/v1/moderation/appeals/decide/'
export const SUSPENSIONS = 'GET /api/v1/moderation/suspensions/'
export const LIFT = 'POST /api/v1/moderation/suspensions/lift/'

/** The desk's four lists, each empty: a test replaces the ones it is about. */
export const emptyDesk = () => ({
  [QUEUE]: () => jsonResponse(200, queuePage([])),
  [APPEALS]: () => jsonResponse(200, queuePage([])),
  [SUSPENSIONS]: () => jsonResponse(200, queuePage([])),
  [LOG]: () => jsonResponse(200, queuePage([])),
})

/** A server list the test's answers change: what a decision took away is gone on the next read. */
export function listOf<T>(initial: T[]) {
  const items = [...initial]
  const remove = (item: T) => items.splice(items.indexOf(item), 1)
  return {
    items,
    answer: () => jsonResponse(200, queuePage(items)),
    /** The answer to a decision about `item`: it leaves the list (decided, or by someone else), then `response`. */
    decidedOn: (item: T, response: () => Response) => () => {
      remove(item)
      return response()
    },
  }
}

/** The server's answer to a decision in the queue; `appealWaits`: its appeal would wait (decision 038). */
export const decisionAnswer =
  (decision: Decision, reportsClosed: number, appealWaits = false) =>
  () =>
    jsonResponse(200, {
      decision,
      reports_closed: reportsClosed,
      appeal_waits_for_another_moderator: appealWaits,
    })

/**
 * /moderation's work for a moderator (or, with `false`, for anyone else); for an admin
 * (`canAddModerators`), with the moderators' section below it as the page has it.
 */
export const renderDesk = (canModerate = true, { canAddModerators = false } = {}) =>
  renderWithProviders(
    <>
      <ModerationDesk canModerate={canModerate} canAddModerators={canAddModerators} />
      {canAddModerators ? <ModeratorRoles /> : null}
    </>,
  )

interface Deciding<T> {
  /** The list the items wait in: the queue unless said. */
  list?: string
  items: T[]
  /** The call that decides one: the queue's unless said. */
  decide?: string
  decided: T
  answer: () => Response
}

/**
 * /moderation with `items` waiting in `list` while deciding takes `decided` away and sends `answer`
 * (the desk's other lists empty): the answers of the fake server, to look at what was sent.
 */
export function renderDeciding<T>({ list = QUEUE, items, decide = DECIDE, decided, answer }: Deciding<T>) {
  const server = listOf(items)
  const api = fakeApi({ ...emptyDesk(), [list]: server.answer, [decide]: server.decidedOn(decided, answer) })
  renderDesk()
  return api
}

/**
 * /moderation with `items` waiting in `list` while the server fails every `call` (a 500): what the
 * desk keeps and says when a decision or a lift did not go through.
 */
export function renderFailing<T>(list: string, items: T[], call: string) {
  const api = fakeApi({
    ...emptyDesk(),
    [list]: jsonResponse(200, queuePage(items)),
    [call]: errorResponse(500, 'Something went wrong on our side.', 'INTERNAL'),
  })
  renderDesk()
  return api
}
