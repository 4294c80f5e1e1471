import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  COMMENTS_API,
  COMMENTS_PAGE_SIZE,
  CommentIdParamsSchema,
  CommentListParamsSchema,
  CommentListResponseSchema,
  CommentSchema,
  CreateCommentBodySchema,
  EditCommentBodySchema,
} from '@kindred/contract/comments'
import { readCheckedOnPrimary } from '../../../plugins/read-replicas'
import { sendWritten } from '../../../plugins/response-serializer'
import { personOf, viewerOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { answerFor, toCommentDto } from '../comment.dto'
import type { CommentsDeps } from '../comments-deps'
import { createComment } from '../use-cases/create-comment'
import { deleteComment } from '../use-cases/delete-comment'
import { editComment } from '../use-cases/edit-comment'
import { listComments } from '../use-cases/list-comments'
import { call, type SubjectCalls } from './comment-calls'

/** A memory's comments: read them, comment or reply, edit and delete your own (SPEC §6). */
export function memoryCommentCalls(deps: CommentsDeps): SubjectCalls {
  // A decision's rule, to the comment's author, in the language of their request.
  const rulesFor = (request: FastifyRequest) => ({
    ruleLabels: deps.ruleLabels,
    language: languageOf(request),
  })
  return {
    tag: 'comments',

    list: call({
      url: `${COMMENTS_API}/list/:shareableLink/${COMMENTS_PAGE_SIZE}/:page`,
      summary: "A memory's comments, newest first, each with its replies",
      access: 'anyone',
      schemas: { params: CommentListParamsSchema, 200: CommentListResponseSchema },
      async answer(request, reply) {
        const { shareableLink, page } = request.params
        const viewer = viewerOf(request)
        // On a replica when one is healthy, checked on the primary (decision 089).
        const { json } = await readCheckedOnPrimary(request, viewer?.userId ?? null, (db) =>
          listComments(deps, viewer, shareableLink, page, languageOf(request), db),
        )
        return sendWritten(reply, json)
      },
    }),

    create: call({
      url: `${COMMENTS_API}/`,
      summary: 'Comment on a memory, or reply to a comment',
      access: { who: 'member', limit: 'commentsPerUser', participation: true },
      schemas: { body: CreateCommentBodySchema, 201: CommentSchema },
      async answer(request) {
        const person = personOf(request)
        const { row, memory } = await createComment(deps, person, request.body)
        request.log.info({ event: 'comment.create', comment: row.id }, 'comment posted')
        return toCommentDto(row, memory, answerFor(person, rulesFor(request)))
      },
    }),

    edit: call({
      url: `${COMMENTS_API}/:id/`,
      summary: 'Edit the text of your comment',
      access: { who: 'member', limit: 'memoryChangesPerUser', participation: true },
      schemas: { params: CommentIdParamsSchema, body: EditCommentBodySchema, 200: CommentSchema },
      async answer(request) {
        const person = personOf(request)
        const { row, memory } = await editComment(deps, person, request.params.id, request.body.body)
        return toCommentDto(row, memory, answerFor(person, rulesFor(request)))
      },
    }),

    remove: call({
      url: `${COMMENTS_API}/:id/`,
      summary: 'Delete your comment (moderators: any)',
      access: { who: 'member', limit: 'memoryChangesPerUser' },
      schemas: { params: CommentIdParamsSchema, 204: z.null() },
      async answer(request) {
        const outcome = await deleteComment(deps, personOf(request), request.params.id)
        request.log.info({ event: 'comment.delete', comment: request.params.id, outcome }, 'comment deleted')
      },
    }),

    more: [],
  }
}
