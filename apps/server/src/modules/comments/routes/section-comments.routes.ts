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

// Under the guide's paths and tag, as the seed's clients know them (decision 051).
const tags = ['guide']
const CHANGE_NEEDS = 'Start the guide or sign in to change a comment.'

/** Comments on report sections (post, edit, delete), helpful votes and flags of comments (SPEC §4.3, §10). */
export function sectionCommentRoutes(deps: SectionCommentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${GUIDE_PREFIX}/comments/list/`,
      {
        schema: {
          tags,
          summary: 'Comments on report sections; google_id shows only your own',
          querystring: GuideCommentListQuerySchema,
          response: { 200: GuideCommentListResponseSchema },
        },
      },
      async (request) => {
        const q = request.query
        const { results, total } = await listSectionComments(deps, {
          limit: q.limit,
          page: q.page,
          sectionSlug: q.section_slug,
          traumaSlug: q.trauma_slug,
          googleId: q.google_id,
          sessionId: q.session_id,
          user: q.session_id === undefined ? (request.auth?.user ?? null) : deps.guide.askerOf(request),
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
      {
        config: { rateLimit: { name: 'guideCommentsPerIp', per: 'ip' } },
        schema: {
          tags,
          summary: 'Comment on a report section',
          body: CreateGuideCommentBodySchema,
          response: { 201: GuideCommentSchema },
        },
      },
      async (request, reply) => {
        const session = await deps.guide.sessionOf(request, request.body.session_id)
        const user = request.auth?.user ?? null
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
      {
        // Edits can say as much as new comments, so they share the comments' limit.
        config: { rateLimit: { name: 'guideCommentsPerIp', per: 'ip' } },
        schema: {
          tags,
          summary: 'Edit the text of your own comment',
          params: GuideCommentIdParamsSchema,
          body: EditGuideCommentBodySchema,
          response: { 200: GuideCommentSchema },
        },
      },
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
      {
        config: { rateLimit: { name: 'guideWritesPerIp', per: 'ip' } },
        schema: {
          tags,
          summary: 'Delete your own comment, with its votes and reports',
          params: GuideCommentIdParamsSchema,
          querystring: GuideCommentOwnerQuerySchema,
          response: { 204: z.null() },
        },
      },
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
      {
        config: { rateLimit: { name: 'guideWritesPerIp', per: 'ip' } },
        schema: {
          tags,
          summary: 'Toggle your helpful vote',
          params: GuideCommentIdParamsSchema,
          body: GuideCommentVoteBodySchema,
          response: { 200: GuideCommentVoteResponseSchema },
        },
      },
      async (request) => {
        const session = await deps.guide.sessionOf(request, request.body.session_id)
        const vote = await voteSectionComment(deps, request.params.comment_id, {
          sessionRowId: session.id,
          userId: request.auth?.user.id ?? null,
        })
        return toSectionCommentVoteDto(vote)
      },
    )

    app.get(
      `${GUIDE_PREFIX}/vote-page-load/`,
      {
        schema: {
          tags,
          summary: 'The comments this session voted helpful',
          querystring: GuideSessionQuerySchema,
          response: { 200: GuideCommentVotesResponseSchema },
        },
      },
      async (request) => {
        const session = await deps.guide.sessionOf(request, request.query.session_id)
        return { results: (await listVotedSectionComments(deps, session.id)).map(toVotedSectionCommentDto) }
      },
    )

    // "report" in the path is the API of the seed; in the code flagging content is a flag (decision 019).
    app.post(
      `${GUIDE_PREFIX}/comments/:comment_id/report/`,
      {
        config: { rateLimit: { name: 'guideCommentsPerIp', per: 'ip' } },
        schema: {
          tags,
          summary: 'Report a comment to the moderators',
          params: GuideCommentIdParamsSchema,
          body: FlagGuideCommentBodySchema,
          response: { 202: z.object({ message: z.string() }) },
        },
      },
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
      {
        schema: {
          tags,
          summary: "This report's sections that have comments",
          querystring: SectionNamesQuerySchema,
          response: { 200: SectionNamesResponseSchema },
        },
      },
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
