import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { ErrorResponse } from '@kindred/contract/errors'
import { SESSION_ERROR_MESSAGES } from '@kindred/contract/errors-constants'
import { CSRF_HEADER, SUSPENDED_CODE } from '@kindred/contract/http'
import { apiClientHandlers } from './api-client-config'
import { takeCarriedAnswer } from './carried-answers'
import { ApiError } from './api-error'
import { shouldSendAuthentication, type AuthRule } from './auth-header'
import { readCsrfCookie } from './cookies'
import { currentPathname, navigateTo } from './navigation'
import { showNotice } from './notices'
import { refreshSession, sessionGeneration } from './session-refresh'

/** Seed §8's words for a refused call, translated when the notice is shown. */
export const ACCESS_FORBIDDEN_NOTICE = msg`Access forbidden!`

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  /** When to send authentication (see auth-header.ts). Default `always`. */
  auth?: AuthRule
  /** Checks the success body, usually a contract schema. */
  schema?: { parse: (data: unknown) => T }
  /**
   * Default true. Screens that answer 401/403 themselves opt out (a wrong password at login is a
   * 401 and must not sign anyone out or leave the page).
   */
  globalErrors?: boolean
  /**
   * Error codes this call answers itself, while every other error keeps the global rules. Deleting
   * the account, say, answers 403 INVALID_CREDENTIALS beside the password field, yet a 401 there
   * must still refresh the session and a CSRF refusal must still say "Access forbidden!".
   */
  ownCodes?: readonly string[]
  signal?: AbortSignal
}

/** The one way the web app talks to the API: JSON, cookies, the authentication rule, seed §8 errors. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const handleGlobally = options.globalErrors !== false
  const sentAtGeneration = sessionGeneration()
  let response = await send(path, options)

  if (response.status === 401 && handleGlobally) {
    const first = await readError(response)
    if (options.ownCodes?.includes(first.code)) throw first
    const outcome = await refreshSession(sentAtGeneration)
    if (outcome !== 'refreshed') throw first
    response = await send(path, options)
    if (response.status === 401) {
      // Even a fresh session is refused: the server no longer knows this person.
      apiClientHandlers().onSignedOut()
      navigateTo('/', { replace: true })
      throw await readError(response)
    }
  }

  if (!response.ok) {
    const error = await readError(response)
    if (handleGlobally && !options.ownCodes?.includes(error.code)) handleGlobalError(error)
    throw error
  }
  return readBody(response, options.schema)
}

function handleGlobalError(error: ApiError): void {
  if (SESSION_ERROR_MESSAGES.includes(error.message)) {
    apiClientHandlers().onGuideSessionInvalid()
    navigateTo('/', { replace: true })
  } else if (error.status === 403 && error.code === SUSPENDED_CODE) {
    // Not "Access forbidden!": the caller shows the server's own words (until when they can read but
    // not take part), and the app picks up the suspension so every screen says it.
    apiClientHandlers().onSuspended()
  } else if (error.status === 403) {
    showNotice(ACCESS_FORBIDDEN_NOTICE)
  }
  // 422 and everything else: the caller shows what went wrong where it happened.
}

async function send<T>(path: string, options: ApiRequestOptions<T>): Promise<Response> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' }
  // The server answers in the language the page shows (error messages, content), which is the
  // person's pick when they made one, not necessarily the browser's.
  if (i18n.locale) headers['Accept-Language'] = i18n.locale
  const csrfToken = readCsrfCookie()
  const context = { pathname: currentPathname(), signedIn: apiClientHandlers().isSignedIn(), csrfToken }
  if (csrfToken && shouldSendAuthentication(options.auth ?? 'always', context))
    headers[CSRF_HEADER] = csrfToken

  const init: RequestInit = { method, headers, credentials: 'include' }
  // Writes without a body still send an empty JSON object: the server needs no body on a DELETE,
  // but routes whose fields are all optional read `{}` as "none given".
  if (method !== 'GET') init.body = JSON.stringify(options.body ?? {})
  if (options.signal) init.signal = options.signal
  const url = withQuery(path, options.query)
  if (method === 'GET') {
    // Sent with the page for its first screen (decision 067): read as if it had just arrived.
    const carried = takeCarriedAnswer(url, context.pathname)
    if (carried) return new Response(JSON.stringify(carried.body), { status: 200 })
  }
  try {
    return await fetch(url, init)
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: t`We could not reach Kindred. Please check your connection and try again.`,
    })
  }
}

function withQuery(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  return text ? JSON.parse(text) : undefined
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After')
  if (!header) return undefined
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : Math.ceil((Date.parse(header) - Date.now()) / 1000)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

async function readError(response: Response): Promise<ApiError> {
  const retryAfter = retryAfterSeconds(response)
  let body: unknown
  try {
    body = await readJson(response)
  } catch {
    // Not JSON (a proxy's error page, say): fall through to a generic error.
  }
  if (isErrorResponse(body)) {
    const { statusCode, code, message, error, fields } = body
    return new ApiError({
      status: statusCode,
      code,
      message,
      error,
      ...(fields ? { fields } : {}),
      ...(retryAfter ? { retryAfter } : {}),
    })
  }
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: t`Something went wrong on our side. Please try again in a moment.`,
    error: response.statusText,
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'

/**
 * Whether a body is the API's error (SPEC §8), checked by hand: the app reads errors from its first
 * request on, and zod is not loaded for that (decision 068).
 */
function isErrorResponse(body: unknown): body is ErrorResponse {
  if (!isRecord(body)) return false
  const { statusCode, error, message, code, fields } = body
  const fieldsRead =
    fields === undefined ||
    (Array.isArray(fields) &&
      fields.every((field) => isRecord(field) && isString(field.path) && isString(field.message)))
  return Number.isInteger(statusCode) && isString(error) && isString(message) && isString(code) && fieldsRead
}

async function readBody<T>(response: Response, schema: ApiRequestOptions<T>['schema']): Promise<T> {
  try {
    const data = response.status === 204 ? undefined : await readJson(response)
    return schema ? schema.parse(data) : (data as T)
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'UNEXPECTED_RESPONSE',
      message: t`Kindred sent an answer we could not read. Please try again.`,
    })
  }
}
