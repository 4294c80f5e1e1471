import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { askerOf } from '../../../plugins/authentication'
import type { GuideDeps } from '../guide-deps'
import type { GuideSessionRow } from '../guide-sessions.repository'
import { adoptGuideSession, resolveGuideSession } from '../use-cases/resolve-guide-session'

/** Sessions to link to the signed-in person once their request has succeeded (see below). */
const adoptions = new WeakMap<FastifyRequest, () => Promise<unknown>>()

/**
 * The live guide session a request names, for the person asking (`askerOf`: 401 when their sign-in
 * lapsed, decided before the session is looked up, so it says nothing about the id; 400/404
 * otherwise; another account's session is a 404 for everyone but its owner, see
 * resolveGuideSession). A session without an owner used while signed in is linked to the person,
 * but only when the request succeeds: a refused request changes nothing (issue 15), so the link is
 * made by `adoptWhenAnswered` just before a success leaves.
 */
export async function guideSessionOf(
  deps: GuideDeps,
  request: FastifyRequest,
  sessionId: string,
): Promise<GuideSessionRow> {
  const userId = askerOf(request)?.id ?? null
  const row = await resolveGuideSession(deps, sessionId, userId, { adopt: false })
  if (userId !== null && row.userId === null)
    adoptions.set(request, () => adoptGuideSession(deps, row, sessionId, userId))
  return row
}

/** Makes the link a successful request earned (see guideSessionOf). */
async function adoptWhenAnswered(request: FastifyRequest, statusCode: number) {
  const adopt = adoptions.get(request)
  if (!adopt) return
  adoptions.delete(request)
  if (statusCode < 400) await adopt()
}

export const GUIDE_SESSION_LINKS = 'guide-session-links'

/**
 * Links a guide session used while signed in when the request succeeds (see guideSessionOf), for
 * every route that calls guideSessionOf: those of other modules too, which name this plugin
 * (`GuidePort.sessionLinks`) among their dependencies, so they are registered after its hook.
 */
export const guideSessionLinksPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      await adoptWhenAnswered(request, reply.statusCode)
      return payload
    })
  },
  { name: GUIDE_SESSION_LINKS },
)
