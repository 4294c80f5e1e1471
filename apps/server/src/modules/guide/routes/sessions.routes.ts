import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AnswerBodySchema,
  AnswerListResponseSchema,
  AnswerResponseSchema,
  CreateSessionBodySchema,
  GUIDE_PREFIX,
  GuideSessionSchema,
  ResultAnswerResponseSchema,
  SessionIdField,
  SessionQuerySchema,
} from '@kindred/contract/guide'
import { AppError } from '../../../lib/app-error'
import { signedIn } from '../../../plugins/authentication'
import { ipBucket } from '../../../plugins/rate-limits'
import { toAnswerDto } from '../guide-answers'
import type { GuideDeps } from '../guide-deps'
import { viewerId } from './viewer'
import { shown } from '../guide-stats'

const tags = ['guide']
const itemId = z.coerce.number().int().positive().max(2_000_000_000)

/** Guide sessions and answers (SPEC §4.3). Nothing is stored before the person consents. */
export function guideSessionRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  const { sessions, answers, catalog } = deps
  const { result_card: card } = catalog.content.report

  return async (app) => {
    app.post(
      `${GUIDE_PREFIX}/sessions/create/`,
      {
        schema: {
          tags,
          summary: 'Start a guide session (needs consent)',
          body: CreateSessionBodySchema,
          response: { 201: GuideSessionSchema },
        },
      },
      async (request, reply) => {
        await app.limits.enforce(reply, 'guideSessionsPerIp', ipBucket(request.ip))
        return reply.status(201).send(await sessions.create(viewerId(request)))
      },
    )

    app.get(
      `${GUIDE_PREFIX}/sessions/current/`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: "The signed-in person's latest guide session, to resume it on this device",
          response: { 200: GuideSessionSchema },
        },
      },
      async (request) => {
        const { user } = signedIn(request)
        const row = await sessions.latestFor(user.id)
        const key = row && sessions.keyOf(row)
        if (!row || !key) throw new AppError(404, 'NO_GUIDE_SESSION', 'You have no guide in progress.')
        return { session_id: key, expires_at: row.expiresAt.toISOString() }
      },
    )

    app.delete(
      `${GUIDE_PREFIX}/sessions/:session_id/`,
      {
        schema: {
          tags,
          summary: 'Delete a guide session with all its answers and its report',
          params: z.object({ session_id: SessionIdField }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const session = await sessions.resolve(request.params.session_id)
        await sessions.remove(session)
        return reply.status(204).send(null)
      },
    )

    app.post(
      `${GUIDE_PREFIX}/user_answer/`,
      {
        schema: {
          tags,
          summary: 'Save or change one answer',
          body: AnswerBodySchema,
          response: { 200: AnswerResponseSchema },
        },
      },
      async (request, reply) => {
        await app.limits.enforce(reply, 'guideWritesPerIp', ipBucket(request.ip))
        const session = await sessions.resolve(request.body.session_id, viewerId(request))
        const row = await answers.upsert(session.id, request.body.trauma_id, request.body.value)
        return { answer: toAnswerDto(row) }
      },
    )

    app.delete(
      `${GUIDE_PREFIX}/user_answer/:session_id/:trauma_id/`,
      {
        schema: {
          tags,
          summary: 'Unselect an answer',
          params: z.object({ session_id: SessionIdField, trauma_id: itemId }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await app.limits.enforce(reply, 'guideWritesPerIp', ipBucket(request.ip))
        const session = await sessions.resolve(request.params.session_id, viewerId(request))
        await answers.remove(session.id, request.params.trauma_id)
        return reply.status(204).send(null)
      },
    )

    app.get(
      `${GUIDE_PREFIX}/user_answer/list/:session/`,
      {
        schema: {
          tags,
          summary: "A session's answers and progress",
          params: z.object({ session: SessionIdField }),
          response: { 200: AnswerListResponseSchema },
        },
      },
      async (request) => {
        const session = await sessions.resolve(request.params.session, viewerId(request))
        const rows = (await answers.list(session.id)).filter((a) => catalog.itemById.has(a.itemId))
        return {
          session_id: request.params.session,
          expires_at: session.expiresAt.toISOString(),
          answers: rows.map(toAnswerDto),
          progress: { answered: rows.length, total: catalog.items.length },
        }
      },
    )

    app.get(
      `${GUIDE_PREFIX}/result-answer/:id/`,
      {
        schema: {
          tags,
          summary: 'The result card for one of your answers',
          params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
          querystring: SessionQuerySchema,
          response: { 200: ResultAnswerResponseSchema },
        },
      },
      async (request) => {
        const session = await sessions.resolve(request.query.session_id, viewerId(request))
        const answer = await answers.findOwn(session.id, request.params.id)
        if (!answer) throw new AppError(404, 'ANSWER_NOT_FOUND', 'That answer was not found.')
        const item = answers.itemOrThrow(answer.itemId)
        const type = item.type_slug ? (catalog.typeBySlug.get(item.type_slug) ?? null) : null
        const ratherNotSay = answers.isRatherNotSay(answer.value)
        const message = ratherNotSay
          ? card.rather_not_say
          : !answer.counts
            ? card.not_counting
            : item.kind === 'pce'
              ? card.positive
              : card.counting[item.id % card.counting.length]!
        return {
          answer_id: answer.id,
          trauma_id: item.id,
          counts: answer.counts,
          rather_not_say: ratherNotSay,
          type: type && { id: type.id, slug: type.slug, name: type.name, summary: type.summary },
          prevalence: type?.prevalence ?? null,
          message,
          community_count: answer.counts ? shown(await answers.countingFor(item.id)) : null,
        }
      },
    )
  }
}
