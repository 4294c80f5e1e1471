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
import { say } from '../../../lib/messages'
import { askerOf, userOf, viewerOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { toSectionCommentDto, toSectionCommentVoteDto, toVotedSectionCommentDto } from '../comment.dto'
import type { CommentsDeps } from '../comments-deps'
import { createSectionComment } from '../use-cases/create-section-comment'
import { deleteSectionComment } from '../use-cases/delete-section-comment'
import { editSectionComment } from '../use-cases/edit-section-comment'
import { flagSectionComment } from '../use-cases/flag-section-comment'
import { listSectionComments } from '../use-cases/list-section-comments'
import { listSectionNames } from '../use-cases/list-section-names'
import { listVotedSectionComments } from '../use-cases/list-voted-section-comments'
import { voteSectionComment } from '../use-cases/vote-section-comment'
import { call, type SubjectCalls } from './comment-calls'
import { commentActorOf } from './section-comment-actor'

const COMMENTS = `${GUIDE_PREFIX}/comments`
const CHANGE_NEEDS = 'comments.changeNeeds'

/**
 * Comments on report sections (SPEC §4.3, §10): list, post, edit and delete, helpful votes and the
 * guide's flags, under the guide's paths and tag as the seed's clients know them (decision 051).
 */
export function sectionCommentCalls(deps: CommentsDeps): SubjectCalls {
  return {
    tag: 'guide',

    list: call({
      url: `${COMMENTS}/list/`,
      summary: 'Comments on report sections; google_id shows only your own',
      access: 'anyone',
      schemas: { querystring: GuideCommentListQuerySchema, 200: GuideCommentListResponseSchema },
      async answer(request) {
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
        const listed = results.map((c) => toSectionCommentDto(c.row, c.helpfulCount, c.mine))
        return { results: listed, page: q.page, limit: q.limit, total }
      },
    }),

    create: call({
      url: `${COMMENTS}/`,
      summary: 'Comment on a report section',
      access: { limit: 'guideCommentsPerIp' },
      schemas: { body: CreateGuideCommentBodySchema, 201: GuideCommentSchema },
      async answer(request) {
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
        return toSectionCommentDto(row, 0, true)
      },
    }),

    edit: call({
      url: `${COMMENTS}/:comment_id/`,
      summary: 'Edit the text of your own comment',
      // Edits can say as much as new comments, so they share the comments' limit.
      access: { limit: 'guideCommentsPerIp' },
      schemas: {
        params: GuideCommentIdParamsSchema,
        body: EditGuideCommentBodySchema,
        200: GuideCommentSchema,
      },
      async answer(request) {
        const { session_id, body } = request.body
        const owner = await commentActorOf(deps, request, session_id, 'body.session_id', CHANGE_NEEDS)
        const { row, helpfulCount } = await editSectionComment(deps, request.params.comment_id, owner, body)
        return toSectionCommentDto(row, helpfulCount, true)
      },
    }),

    remove: call({
      url: `${COMMENTS}/:comment_id/`,
      summary: 'Delete your own comment, with its votes and reports',
      access: { limit: 'guideWritesPerIp' },
      schemas: {
        params: GuideCommentIdParamsSchema,
        querystring: GuideCommentOwnerQuerySchema,
        204: z.null(),
      },
      async answer(request) {
        const { session_id } = request.query
        const owner = await commentActorOf(deps, request, session_id, 'querystring.session_id', CHANGE_NEEDS)
        await deleteSectionComment(deps, request.params.comment_id, owner)
      },
    }),

    more: [
      call({
        method: 'POST',
        status: 200,
        url: `${COMMENTS}/:comment_id/vote/`,
        summary: 'Toggle your helpful vote',
        access: { limit: 'guideWritesPerIp' },
        schemas: {
          params: GuideCommentIdParamsSchema,
          body: GuideCommentVoteBodySchema,
          200: GuideCommentVoteResponseSchema,
        },
        async answer(request) {
          const session = await deps.guide.sessionOf(request, request.body.session_id)
          const vote = await voteSectionComment(deps, request.params.comment_id, {
            sessionRowId: session.id,
            userId: viewerOf(request)?.userId ?? null,
          })
          return toSectionCommentVoteDto(vote)
        },
      }),
      call({
        url: `${GUIDE_PREFIX}/vote-page-load/`,
        summary: 'The comments this session voted helpful',
        access: 'anyone',
        schemas: { querystring: GuideSessionQuerySchema, 200: GuideCommentVotesResponseSchema },
        async answer(request) {
          const session = await deps.guide.sessionOf(request, request.query.session_id)
          return {
            results: (await listVotedSectionComments(deps, session.id)).map(toVotedSectionCommentDto),
          }
        },
      }),
      call({
        // "report" in the path is the API of the seed; in the code flagging content is a flag (decision 019).
        method: 'POST',
        status: 202,
        url: `${COMMENTS}/:comment_id/report/`,
        summary: 'Report a comment to the moderators',
        access: { limit: 'guideCommentsPerIp' },
        schemas: {
          params: GuideCommentIdParamsSchema,
          body: FlagGuideCommentBodySchema,
          202: z.object({ message: z.string() }),
        },
        async answer(request) {
          const why = 'comments.reportNeeds'
          const flagger = await commentActorOf(deps, request, request.body.session_id, 'body.session_id', why)
          await flagSectionComment(deps, {
            commentId: request.params.comment_id,
            flagger: flagger.userId !== null ? `user:${flagger.userId}` : `session:${flagger.sessionRowId}`,
            flaggerUserId: flagger.userId,
            reason: request.body.reason,
            note: request.body.note,
          })
          return { message: say('comments.reported', languageOf(request)) }
        },
      }),
      call({
        url: `${COMMENTS}/section-names/`,
        summary: "This report's sections that have comments",
        access: 'anyone',
        schemas: { querystring: SectionNamesQuerySchema, 200: SectionNamesResponseSchema },
        async answer(request) {
          const { report_id, session_id } = request.query
          const session = await deps.guide.sessionOf(request, session_id)
          const sections = await listSectionNames(deps, report_id, session, session_id, languageOf(request))
          return {
            results: sections.map((s) => ({ section_slug: s.slug, title: s.title, count: s.count })),
          }
        },
      }),
    ],
  }
}
