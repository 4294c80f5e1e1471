import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeOptions } from '../../../plugins/route-options'
import type { SubjectCalls } from './comment-calls'

/** What each of the calls every subject has is: its method and the status of its answer. */
const EVERY_SUBJECT = {
  list: { method: 'GET', status: 200 },
  create: { method: 'POST', status: 201 },
  edit: { method: 'PATCH', status: 200 },
  remove: { method: 'DELETE', status: 204 },
} as const

/**
 * The comments' one route set (decision 076): each subject's calls, registered the same way, under
 * the paths, tags and limits its clients know (SPEC §4.3, §6).
 */
export function commentRoutes(subjects: SubjectCalls[]): FastifyPluginAsyncZod {
  return async (app) => {
    for (const subject of subjects) {
      const route = routeOptions(subject.tag)
      const calls = [
        ...(['list', 'create', 'edit', 'remove'] as const).map((name) => ({
          ...subject[name],
          ...EVERY_SUBJECT[name],
        })),
        ...subject.more.map((c) => ({ ...c, method: c.method ?? 'GET', status: c.status ?? 200 })),
      ]
      for (const c of calls) {
        app.route({
          method: c.method,
          url: c.url,
          ...route(c.summary, c.access, c.schemas),
          handler: async (request, reply) => {
            const answer = await c.answer(request as never, reply)
            return reply.sent ? reply : reply.status(c.status).send(answer ?? null)
          },
        })
      }
    }
  }
}
