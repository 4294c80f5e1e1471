import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { firstScreenRequests } from '@kindred/contract/first-screen'
import { CSRF_HEADER, FIRST_SCREEN_ANSWERS_ID } from '@kindred/contract/http'
import { csrfCookieValue } from './csrf'

/** Written by the web build (apps/web/build/first-screen-chunks.ts): route → its first scripts. */
const CHUNKS_FILE = 'first-screen-chunks.json'

export type FirstScreenChunks = Record<string, string[]>

export function readFirstScreenChunks(webDist: string): FirstScreenChunks {
  const file = path.join(webDist, CHUNKS_FILE)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FirstScreenChunks) : {}
}

/** One answer the page carries: the API address the app would fetch and what it would get. */
interface CarriedAnswer {
  url: string
  body: unknown
}

/** Headers of the page's request that decide the API's answer: who asks, and from where. */
const PASSED_ON = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'] as const

/**
 * The first screen's answers (contract first-screen.ts), asked of this server as the app would ask
 * them: the page's own cookies, the CSRF header when the person holds its cookie, the same address,
 * so every rule (who is signed in, visibility, filters, rate limits) is the API's own. An answer
 * that is not a plain 200 is left out: the app then asks for it and meets that answer itself.
 */
async function carriedAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  csrf: string | undefined,
): Promise<CarriedAnswer[]> {
  const url = new URL(request.url, 'http://page.invalid')
  const requests = firstScreenRequests(url.pathname, url.searchParams, Boolean(csrf))
  if (requests.length === 0) return []
  const headers: Record<string, string> = { accept: 'application/json' }
  for (const name of PASSED_ON) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  if (csrf) headers[CSRF_HEADER] = csrf
  const answers = await Promise.all(
    requests.map(async (address) => {
      const response = await app.inject({
        method: 'GET',
        url: address,
        headers,
        remoteAddress: request.socket.remoteAddress ?? request.ip,
      })
      return response.statusCode === 200 ? { url: address, body: response.json() } : null
    }),
  )
  return answers.filter((answer) => answer !== null)
}

/**
 * The page's path and its answers, as JSON inside `<script>`: no `<` can end the element early or
 * open a comment. The app uses them only on this path (contract first-screen.ts).
 */
function dataBlock(pathname: string, answers: CarriedAnswer[]): string {
  const json = JSON.stringify({ path: pathname, answers }).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${json}</script>`
}

/**
 * The page for a route whose first screen the server helps (decision 067), or null for the others:
 * its scripts named for the browser to fetch at once (`modulepreload`, allowed by the CSP's
 * `script-src 'self'`), and its first answers in a data block, which no browser runs as a script.
 * `personal` says the page holds answers, so it must not be stored anywhere.
 */
export async function firstScreenPage(
  app: FastifyInstance,
  request: FastifyRequest,
  html: string,
  chunks: FirstScreenChunks,
): Promise<{ html: string; personal: boolean } | null> {
  const pathname = request.url.split('?')[0]?.replace(/\/+$/, '') || '/'
  // Without the cookie plugin (a test of the page alone) nobody can be signed in.
  const csrf = request.cookies ? csrfCookieValue(request) : undefined
  // Someone who may be signed in also fetches at once what a member's start loads (decision 068).
  const scripts = [...(chunks[pathname] ?? []), ...((csrf && chunks[`${pathname} (signed in)`]) || [])]
  const answers = await carriedAnswers(app, request, csrf)
  if (scripts.length === 0 && answers.length === 0) return null
  const links = scripts.map((file) => `<link rel="modulepreload" href="${file}" />`).join('')
  // In the head, not the body: nothing of a memory is in the body's text before the app draws it (a
  // folded memory's words included). A function, not a string, replaces: a memory's "$&" or "$'"
  // must stay text, not a pattern.
  const block = answers.length > 0 ? dataBlock(pathname, answers) : ''
  const page = html.replace('</head>', () => `${links}${block}</head>`)
  return { html: page, personal: answers.length > 0 }
}
