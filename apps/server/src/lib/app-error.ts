import { STATUS_CODES } from 'node:http'
import type { ErrorResponse } from '@kindred/contract/errors'
import type { Language } from '@kindred/contract/languages'
import { english, say, type Message } from './messages'

/** A field the person should look at, and why, said in their language when the answer is written. */
export interface FieldProblem {
  path: string
  /** Several reasons for one field are said one after the other. */
  message: Message | readonly Message[]
}

/**
 * An error whose message is meant for the person using the app: a message id (lib/messages.ts), so
 * the error handler says it in the request's language (decision 081). `message` is its English, for
 * logs.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly said: Message,
    readonly fieldProblems?: readonly FieldProblem[],
    /** Headers the answer needs, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(english(said))
    this.name = 'AppError'
  }

  /** SPEC §2's body, its words in `language`. */
  bodyIn(language: Language): ErrorResponse {
    const fields = this.fieldProblems?.map((field) => ({
      path: field.path,
      message: [field.message]
        .flat()
        .map((reason) => say(reason, language))
        .join(' '),
    }))
    return errorBody(this.statusCode, this.code, say(this.said, language), fields)
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
