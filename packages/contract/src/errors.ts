import { z } from 'zod'

export * from './errors-constants'

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
