/** A failed API call, in the server's one error shape (SPEC §2), plus network and parse failures. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly error: string
  readonly fields: readonly { path: string; message: string }[] | undefined
  /** Seconds to wait, from a 429's `Retry-After` header. */
  readonly retryAfter: number | undefined

  constructor(init: {
    status: number
    code: string
    message: string
    error?: string
    fields?: readonly { path: string; message: string }[]
    retryAfter?: number
  }) {
    super(init.message)
    this.status = init.status
    this.code = init.code
    this.error = init.error ?? ''
    this.fields = init.fields
    this.retryAfter = init.retryAfter
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
