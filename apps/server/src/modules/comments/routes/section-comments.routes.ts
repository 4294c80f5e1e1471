import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { GUIDE_PREFIX, GuideSessionQuerySchema } from '@kindred/contract/guide'
import {
  GuideCommentIdParamsSchema,
  GuideCommentListQuerySchema,
  GuideCommentListResponseSchema,
  GuideCommentOwnerQuerySchema,
  GuideCommentSchema,
  CreateGuideCommentBodySchema,
  EditGuideCommentBodySchema,
  FlagGuideCommentBodySchema,
  SectionNamesQuerySchema,
  SectionNamesResponseSchema,
  GuideCommentVoteBodySchema,
  GuideCommentVotesResponseSchema,
  GuideCommentVoteResponseSchema,
} from '@kindred/contract/comments-sections'
import {
  toSectionCommentDto,
  toSectionCommentVoteDto,
  toVotedSectionCommentDto,
} from '../section-comment.dto'
import type { SectionCommentsDeps } from '../section-comments-deps'
import { createSectionComment } from '../use-cases/create-section-comment'
import { deleteSectionComment } from '../use-cases/delete-section-comment'
import { editSectionComment } from '../use-cases/edit-section-comment'
import { flagSectionComment } from '../use-cases/flag-section-comment'
import { listSectionComments } from '../use-cases/list-section-comments'
import { listSectionNames } from '../use-cases/list-section-names'
import { listVotedSectionComments } from '../use-cases/list-voted-section-comments'
import { voteSectionComment } from '../use-cases/vote-section-comment'
import { commentActorOf } from './section-comment-actor'
import { askerOf, userOf, viewerOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'

// Under the guide's paths and tag, as the seed's clients know them (decision 051).
const route = routeOptions('guide')
const CHANGE_NEEDS = 'Start the guide or sign in to change a comment.'

/** Comments on report sections (post, edit, delete), helpful votes and flags of comments (SPEC §4.3, §10). */
export function sectionCommentRoutes(deps: SectionCommentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${GUIDE_PREFIX}/comments/list/`,
      route('Comments on report sections; google_id shows only your own', 'anyone', {
        querystring: GuideCommentListQuerySchema,
        200: GuideCommentListResponseSchema,
      }),
      async (request) => {
        const q = request.query
        const { results, total } = await listSectionComments(deps, {
          limit: q.limit,
          page: q.page,
          sectionSlug: q.section_slug,
          traumaSlug: q.trauma_slug,
          googleId: q.google_id,
          sessionId: q.session_id,
          user: q.session_id === undefined ? userOf(request) : askerOf(request),
        })
        return {
          results: results.map((c) => toSectionCommentDto(c.row, c.helpfulCount, c.mine)),
          page: q.page,
          limit: q.limit,
          total,
        }
      },
    )

    app.post(
      `${GUIDE_PREFIX}/comments/`,
      route(
        'Comment on a report section',
        { limit: 'guideCommentsPerIp' },
        { body: CreateGuideCommentBodySchema, 201: GuideCommentSchema },
      ),
      async (request, reply) => {
        const session = await deps.guide.sessionOf(request, request.body.session_id)
        const user = askerOf(request)
        const row = await createSectionComment(deps, {
          sessionRowId: session.id,
          user: user && { id: user.id, displayName: user.displayName },
          sectionSlug: request.body.section_slug,
          traumaSlug: request.body.trauma_slug,
          body: request.body.body,
          anonymous: request.body.anonymous,
        })
        return reply.status(201).send(toSectionCommentDto(row, 0, true))
      },
    )

    app.patch(
      `${GUIDE_PREFIX}/comments/:comment_id/`,
      // Edits can say as much as new comments, so they share the comments' limit.
      route(
        'Edit the text of your own comment',
        { limit: 'guideCommentsPerIp' },
        { params: GuideCommentIdParamsSchema, body: EditGuideCommentBodySchema, 200: GuideCommentSchema },
      ),
      async (request) => {
        const owner = await commentActorOf(
          deps,
          request,
          request.body.session_id,
          'body.session_id',
          CHANGE_NEEDS,
        )
        const { row, helpfulCount } = await editSectionComment(
          deps,
          request.params.comment_id,
          owner,
          request.body.body,
        )
        return toSectionCommentDto(row, helpfulCount, true)
      },
    )

    app.delete(
      `${GUIDE_PREFIX}/comments/:comment_id/`,
      route(
        'Delete your own comment, with its votes and reports',
        { limit: 'guideWritesPerIp' },
        { params: GuideCommentIdParamsSchema, querystring: GuideCommentOwnerQuerySchema, 204: z.null() },
      ),
      async (request, reply) => {
        const owner = await commentActorOf(
          deps,
          request,
          request.query.session_id,
          'querystring.session_id',
          CHANGE_NEEDS,
        )
        await deleteSectionComment(deps, request.params.comment_id, owner)
        return reply.status(204).send(null)
      },
    )

    app.post(
      `${GUIDE_PREFIX}/comments/:comment_id/vote/`,
      route(
        'Toggle your helpful vote',
        { limit: 'guideWritesPerIp' },
        {
          params: GuideCommentIdParamsSchema,
          body: GuideCommentVoteBodySchema,
          200: GuideCommentVoteResponseSchema,
        },
      ),
      async (request) => {
        const session = await deps.guide.sessionOf(request, request.body.session_id)
        const vote = await voteSectionComment(deps, request.params.comment_id, {
          sessionRowId: session.id,
          userId: viewerOf(request)?.userId ?? null,
        })
        return toSectionCommentVoteDto(vote)
      },
    )

    app.get(
      `${GUIDE_PREFIX}/vote-page-load/`,
      route('The comments this session voted helpful', 'anyone', {
        querystring: GuideSessionQuerySchema,
        200: GuideCommentVotesResponseSchema,
      }),
      async (request) => {
        const session = await deps.guide.sessionOf(request, request.query.session_id)
        return { results: (await listVotedSectionComments(deps, session.id)).map(toVotedSectionCommentDto) }
      },
    )

    // "report" in the path is the API of the seed; in the code flagging content is a flag (decision 019).
    app.post(
      `${GUIDE_PREFIX}/comments/:comment_id/report/`,
      route(
        'Report a comment to the moderators',
        { limit: 'guideCommentsPerIp' },
        {
          params: GuideCommentIdParamsSchema,
          body: FlagGuideCommentBodySchema,
          202: z.object({ message: z.string() }),
        },
      ),
      async (request, reply) => {
        const flagger = await commentActorOf(
          deps,
          request,
          request.body.session_id,
          'body.session_id',
          'Start the guide or sign in to report a comment.',
        )
        await flagSectionComment(deps, {
          commentId: request.params.comment_id,
          flagger: flagger.userId !== null ? `user:${flagger.userId}` : `session:${flagger.sessionRowId}`,
          flaggerUserId: flagger.userId,
          reason: request.body.reason,
          note: request.body.note,
        })
        return reply.status(202).send({ message: 'Thank you. A moderator will look at this comment.' })
      },
    )

    app.get(
      `${GUIDE_PREFIX}/comments/section-names/`,
      route("This report's sections that have comments", 'anyone', {
        querystring: SectionNamesQuerySchema,
        200: SectionNamesResponseSchema,
      }),
      async (request) => {
        const session = await deps.guide.sessionOf(request, request.query.session_id)
        const sections = await listSectionNames(
          deps,
          request.query.report_id,
          session,
          request.query.session_id,
        )
        return { results: sections.map((s) => ({ section_slug: s.slug, title: s.title, count: s.count })) }
      },
    )
  }
}
