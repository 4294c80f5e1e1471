import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AnswerBodySchema,
  AnswerListResponseSchema,
  AnswerResponseSchema,
  CreateSessionBodySchema,
  CurrentGuideSessionSchema,
  GUIDE_PREFIX,
  GuideSessionSchema,
  ResultAnswerResponseSchema,
  SessionIdField,
  GuideSessionQuerySchema,
} from '@kindred/contract/guide'
import { askerOf, signedIn, viewerOf } from '../../../plugins/authentication'
import { toAnswerDto } from '../guide-answer.dto'
import { toResultCardDto } from '../result-card.dto'
import type { GuideDeps } from '../guide-deps'
import { toCurrentGuideSessionDto, toGuideFinishedDto, toGuideSessionDto } from '../guide-session.dto'
import { deleteGuideSession } from '../use-cases/delete-guide-session'
import { getResultCard } from '../use-cases/get-result-card'
import { listAnswers } from '../use-cases/list-answers'
import { removeAnswer } from '../use-cases/remove-answer'
import { resumeGuideSession } from '../use-cases/resume-guide-session'
import { saveAnswer } from '../use-cases/save-answer'
import { startGuideSession } from '../use-cases/start-guide-session'
import { guideSessionOf } from './guide-session-of'
import { catalogFor } from './request-catalog'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('guide')
const itemId = z.coerce.number().int().positive().max(2_000_000_000)

/** Guide sessions and answers (SPEC §4.3). Nothing is stored before the person consents. */
export function guideSessionRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${GUIDE_PREFIX}/sessions/create/`,
      route(
        'Start a guide session (needs consent)',
        { limit: 'guideSessionsPerIp' },
        { body: CreateSessionBodySchema, 201: GuideSessionSchema },
      ),
      async (request, reply) =>
        reply
          .status(201)
          .send(toGuideSessionDto(await startGuideSession(deps, viewerOf(request)?.userId ?? null))),
    )

    app.get(
      `${GUIDE_PREFIX}/sessions/current/`,
      route(
        "The signed-in person's latest guide session, to resume it on this device: finished or not, and its report",
        'member',
        { 200: CurrentGuideSessionSchema },
      ),
      async (request) => toCurrentGuideSessionDto(await resumeGuideSession(deps, signedIn(request).user.id)),
    )

    app.delete(
      `${GUIDE_PREFIX}/sessions/:session_id/`,
      route('Delete a guide session with all its answers and its report', 'anyone', {
        params: z.object({ session_id: SessionIdField }),
        204: z.null(),
      }),
      async (request, reply) => {
        await deleteGuideSession(deps, request.params.session_id, askerOf(request)?.id ?? null)
        return reply.status(204).send(null)
      },
    )

    app.post(
      `${GUIDE_PREFIX}/user_answer/`,
      route(
        'Save or change one answer',
        { limit: 'guideWritesPerIp' },
        { body: AnswerBodySchema, 200: AnswerResponseSchema },
      ),
      async (request) => {
        const session = await guideSessionOf(deps, request, request.body.session_id)
        return {
          answer: toAnswerDto(await saveAnswer(deps, session.id, request.body.trauma_id, request.body.value)),
        }
      },
    )

    app.delete(
      `${GUIDE_PREFIX}/user_answer/:session_id/:trauma_id/`,
      route(
        'Unselect an answer',
        { limit: 'guideWritesPerIp' },
        { params: z.object({ session_id: SessionIdField, trauma_id: itemId }), 204: z.null() },
      ),
      async (request, reply) => {
        const session = await guideSessionOf(deps, request, request.params.session_id)
        await removeAnswer(deps, session.id, request.params.trauma_id)
        return reply.status(204).send(null)
      },
    )

    app.get(
      `${GUIDE_PREFIX}/user_answer/list/:session/`,
      route("A session's answers and progress, and whether it is finished, with its report", 'anyone', {
        params: z.object({ session: SessionIdField }),
        200: AnswerListResponseSchema,
      }),
      async (request) => {
        const session = await guideSessionOf(deps, request, request.params.session)
        const { answers, progress, report } = await listAnswers(deps, session.id)
        return {
          session_id: request.params.session,
          expires_at: session.expiresAt.toISOString(),
          answers: answers.map(toAnswerDto),
          progress,
          ...toGuideFinishedDto(report),
        }
      },
    )

    app.get(
      `${GUIDE_PREFIX}/result-answer/:id/`,
      route('The result card for one of your answers', 'anyone', {
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        querystring: GuideSessionQuerySchema,
        200: ResultAnswerResponseSchema,
      }),
      async (request) => {
        const session = await guideSessionOf(deps, request, request.query.session_id)
        return toResultCardDto(
          await getResultCard(deps, catalogFor(deps, request), session.id, request.params.id),
        )
      },
    )
  }
}
