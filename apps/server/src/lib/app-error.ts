import { STATUS_CODES } from 'node:http'
import type { ErrorResponse } from '@kindred/contract/errors'

/** An error whose message is meant for the person using the app; the error handler sends it as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: ErrorResponse['fields'],
    /** Headers the answer needs, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/** The one JSON error body of SPEC §2. */
export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  fields?: ErrorResponse['fields'],
): ErrorResponse {
  const body: ErrorResponse = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code }
  if (fields) body.fields = fields
  return body
}
