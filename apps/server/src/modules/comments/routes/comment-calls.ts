import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import type { Access, RouteSchemas, Who } from '../../../plugins/route-options'

type Out<T> = T extends $ZodType ? z.output<T> : undefined

/** The request of a call, typed by its schemas as Fastify's zod provider types a route's. */
export type CallRequest<S extends RouteSchemas> = FastifyRequest<{
  Params: Out<S['params']>
  Querystring: Out<S['querystring']>
  Body: Out<S['body']>
}>

/** One comment call of a subject: where it is, who may call it, its schemas and its answer. */
export interface CommentCall<S extends RouteSchemas = RouteSchemas> {
  /**
   * Only for a call one subject has (GET and 200 unless told): the four every subject has take
   * theirs from the route set.
   */
  method?: 'GET' | 'POST'
  status?: number
  url: string
  summary: string
  access: Who | Access
  schemas: S
  /** What to answer; the route set sends it with the call's status (unless the call sent it). */
  answer(request: CallRequest<S>, reply: FastifyReply): Promise<unknown>
}

/** A call with its schemas' types kept, so its `answer` reads a typed request. */
export const call = <const S extends RouteSchemas>(c: CommentCall<S>) => c

/**
 * One subject's comments as calls (decision 076): the four every subject has (list, post, edit,
 * delete), whose methods and statuses the route set gives, and those only it has.
 */
export interface SubjectCalls {
  /** The OpenAPI tag its calls are listed under (the paths its clients have always used). */
  tag: string
  list: CommentCall
  create: CommentCall
  edit: CommentCall
  remove: CommentCall
  /** Calls only this subject has (helpful votes, the guide's flags). */
  more: CommentCall[]
}
