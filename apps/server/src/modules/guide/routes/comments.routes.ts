import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CommentListQuerySchema,
  CommentListResponseSchema,
  CommentSchema,
  CreateCommentBodySchema,
  GUIDE_PREFIX,
  ReportCommentBodySchema,
  SectionNamesQuerySchema,
  SectionNamesResponseSchema,
  SessionQuerySchema,
  VoteBodySchema,
  VotePageLoadResponseSchema,
  VoteResponseSchema,
} from '@kindred/contract/guide'
import { AppError } from '../../../lib/app-error'
import { ipBucket } from '../../../plugins/rate-limits'
import type { GuideDeps } from '../guide-deps'
import { viewerId } from './viewer'

const tags = ['guide']
const commentId = z.object({ comment_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

/** Comments on report sections, helpful votes and reports of comments (SPEC §4.3, §10). */
export function guideCommentRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  const { sessions, comments, reports } = deps
  return async (app) => {
    app.get(
      `${GUIDE_PREFIX}/comments/list/`,
      {
        schema: {
          tags,
          summary: 'Comments on report sections; google_id shows only your own',
          querystring: CommentListQuerySchema,
          response: { 200: CommentListResponseSchema },
        },
      },
      async (request) => {
        const q = request.query
        const user = request.auth?.user ?? null
        // google_id names the signed-in person (their public id); anyone else's is refused.
        if (q.google_id !== undefined && q.google_id !== user?.publicId)
          throw new AppError(403, 'FORBIDDEN', 'You can only list your own comments.')
        const session =
          q.session_id === undefined ? null : await sessions.resolve(q.session_id, viewerId(request))
        const { results, total } = await comments.list({
          limit: q.limit,
          page: q.page,
          sectionSlug: q.section_slug,
          traumaSlug: q.trauma_slug,
          ...(q.google_id !== undefined && user ? { authorId: user.id } : {}),
          viewer: { sessionRowId: session?.id ?? null, userId: user?.id ?? null },
        })
        return { results, page: q.page, limit: q.limit, total }
      },
    )

    app.post(
      `${GUIDE_PREFIX}/comments/`,
      {
        schema: {
          tags,
          summary: 'Comment on a report section',
          body: CreateCommentBodySchema,
          response: { 201: CommentSchema },
        },
      },
      async (request, reply) => {
        await app.limits.enforce(reply, 'guideCommentsPerIp', ipBucket(request.ip))
        const session = await sessions.resolve(request.body.session_id, viewerId(request))
        const user = request.auth?.user ?? null
        const comment = await comments.create({
          sessionRowId: session.id,
          user: user && { id: user.id, displayName: user.displayName },
          sectionSlug: request.body.section_slug,
          traumaSlug: request.body.trauma_slug,
          body: request.body.body,
          anonymous: request.body.anonymous,
        })
        return reply.status(201).send(comment)
      },
    )

    app.post(
      `${GUIDE_PREFIX}/comments/:comment_id/vote/`,
      {
        schema: {
          tags,
          summary: 'Toggle your helpful vote',
          params: commentId,
          body: VoteBodySchema,
          response: { 200: VoteResponseSchema },
        },
      },
      async (request, reply) => {
        await app.limits.enforce(reply, 'guideWritesPerIp', ipBucket(request.ip))
        const session = await sessions.resolve(request.body.session_id, viewerId(request))
        return comments.toggleVote(request.params.comment_id, session.id)
      },
    )

    app.get(
      `${GUIDE_PREFIX}/vote-page-load/`,
      {
        schema: {
          tags,
          summary: 'The comments this session voted helpful',
          querystring: SessionQuerySchema,
          response: { 200: VotePageLoadResponseSchema },
        },
      },
      async (request) => {
        const session = await sessions.resolve(request.query.session_id, viewerId(request))
        return { results: await comments.votesOf(session.id) }
      },
    )

    app.post(
      `${GUIDE_PREFIX}/comments/:comment_id/report/`,
      {
        schema: {
          tags,
          summary: 'Report a comment to the moderators',
          params: commentId,
          body: ReportCommentBodySchema,
          response: { 202: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        await app.limits.enforce(reply, 'guideCommentsPerIp', ipBucket(request.ip))
        const user = request.auth?.user ?? null
        const session =
          request.body.session_id === undefined
            ? null
            : await sessions.resolve(request.body.session_id, viewerId(request))
        if (!user && !session)
          throw new AppError(422, 'VALIDATION', 'Start the guide or sign in to report a comment.', [
            { path: 'body.session_id', message: 'Required when not signed in.' },
          ])
        await comments.report({
          commentId: request.params.comment_id,
          reporter: user ? `user:${user.id}` : `session:${session!.id}`,
          reporterUserId: user?.id ?? null,
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
        const session = await sessions.resolve(request.query.session_id, viewerId(request))
        const report = await reports.getOwn(request.query.report_id, session)
        const { sections } = reports.toDto(report, request.query.session_id)
        const counts = await comments.countsBySection(sections.map((s) => s.slug))
        return {
          results: sections
            .filter((s) => (counts.get(s.slug) ?? 0) > 0)
            .map((s) => ({ section_slug: s.slug, title: s.title, count: counts.get(s.slug)! })),
        }
      },
    )
  }
}
