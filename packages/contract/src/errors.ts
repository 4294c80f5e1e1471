import { z } from 'zod'

/** One error shape for every failed request (SPEC §2). */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  /** Present on 422: which input failed and why. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

/** The two guide-session messages the client answers by going to `/` (seed §8). */
export const SESSION_ID_INVALID = 'session_id is invalid'
export const SESSION_ID_NOT_FOUND = 'session_id is not found'
export const SESSION_ERROR_MESSAGES: readonly string[] = [SESSION_ID_INVALID, SESSION_ID_NOT_FOUND]
