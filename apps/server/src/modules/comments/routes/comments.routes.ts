import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
import { sendWritten } from '../../../plugins/response-serializer'
import { toCommentDto } from '../comment.dto'
import type { CommentsDeps } from '../comments-deps'
import { createComment } from '../use-cases/create-comment'
import { deleteComment } from '../use-cases/delete-comment'
import { editComment } from '../use-cases/edit-comment'
import { listComments } from '../use-cases/list-comments'
import { personOf, viewerOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('comments')

/** A memory's comments: read them, comment or reply, edit and delete your own (SPEC §6). */
export function commentRoutes(deps: CommentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${COMMENTS_API}/list/:shareableLink/${COMMENTS_PAGE_SIZE}/:page`,
      route("A memory's comments, newest first, each with its replies", 'anyone', {
        params: CommentListParamsSchema,
        200: CommentListResponseSchema,
      }),
      async (request, reply) => {
        const { shareableLink, page } = request.params
        return sendWritten(reply, await listComments(deps, viewerOf(request), shareableLink, page))
      },
    )

    app.post(
      `${COMMENTS_API}/`,
      route(
        'Comment on a memory, or reply to a comment',
        { who: 'member', limit: 'commentsPerUser', participation: true },
        { body: CreateCommentBodySchema, 201: CommentSchema },
      ),
      async (request, reply) => {
        const person = personOf(request)
        const { row, memory } = await createComment(deps, person, request.body)
        request.log.info({ event: 'comment.create', comment: row.id }, 'comment posted')
        return reply.status(201).send(toCommentDto(row, memory, person))
      },
    )

    app.patch(
      `${COMMENTS_API}/:id/`,
      route(
        'Edit the text of your comment',
        { who: 'member', limit: 'memoryChangesPerUser', participation: true },
        { params: CommentIdParamsSchema, body: EditCommentBodySchema, 200: CommentSchema },
      ),
      async (request) => {
        const person = personOf(request)
        const { row, memory } = await editComment(deps, person, request.params.id, request.body.body)
        return toCommentDto(row, memory, person)
      },
    )

    app.delete(
      `${COMMENTS_API}/:id/`,
      route(
        'Delete your comment (moderators: any)',
        { who: 'member', limit: 'memoryChangesPerUser' },
        { params: CommentIdParamsSchema, 204: z.null() },
      ),
      async (request, reply) => {
        const outcome = await deleteComment(deps, personOf(request), request.params.id)
        request.log.info({ event: 'comment.delete', comment: request.params.id, outcome }, 'comment deleted')
        return reply.status(204).send(null)
      },
    )
  }
}
