import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { DEFAULT_LANGUAGE, type Language } from '@kindred/contract/languages'
import { isWebRoute } from '@kindred/contract/web-routes'
import { errorBody } from '../lib/app-error'
import { say } from '../lib/messages'
import { firstScreenPage, readFirstScreenChunks } from './first-screen'
import { languageOf } from './language'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const QUICK_EXIT_META = /(<meta name="kindred:quick-exit-url" content=")[^"]*(")/

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The service worker's script (decision 055): asked again on every check, so a deploy reaches it. */
const SERVICE_WORKER = `${path.sep}sw.js`

/** The `.br`/`.gz` copy the build wrote beside a file: @fastify/static names it, not the original. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/

/** The build's hashed files (Vite's assets folder), cached for a year. */
const ASSETS = 'assets'

function cachePolicy(filePath: string): string {
  const original = filePath.replace(PRECOMPRESSED_SUFFIX, '')
  if (original.includes(`${path.sep}${ASSETS}${path.sep}`)) return 'public, max-age=31536000, immutable'
  if (original.endsWith(SERVICE_WORKER)) return 'no-cache'
  return 'public, max-age=3600'
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const
type Encoding = (typeof ENCODINGS)[number]

/** The page in one language: its text and each encoding. */
interface Page {
  html: string
  encoded: Record<Encoding, Buffer>
}

/** The page in each encoding, compressed once (it changes only with QUICK_EXIT_URL). */
function encodedPage(html: string): Record<Encoding, Buffer> {
  const identity = Buffer.from(html)
  return {
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    identity,
  }
}

const HTML_LANG = /(<html\b[^>]*?\slang=")[^"]*(")/

/** The page saying it is in `language` (`<html lang>`, decision 081), which screen readers and translators follow. */
export function pageInLanguage(html: string, language: Language): string {
  if (HTML_LANG.test(html))
    return html.replace(HTML_LANG, (_m, start: string, end: string) => start + language + end)
  return html.replace(/<html\b/, `<html lang="${language}"`)
}

/**
 * The page of each language, made when first asked for: English at start, as before; another
 * language's on its first reader (a small page, compressed once, then kept).
 */
function pagesByLanguage(html: string) {
  const pages = new Map<Language, Page>()
  return (language: Language): Page => {
    let page = pages.get(language)
    if (!page) {
      const inLanguage = pageInLanguage(html, language)
      page = { html: inLanguage, encoded: encodedPage(inLanguage) }
      pages.set(language, page)
    }
    return page
  }
}

/** A page made for one request: compressed quickly, not as hard as the one made at start. */
async function encodedOnce(html: string, encoding: Encoding): Promise<Buffer> {
  const identity = Buffer.from(html)
  if (encoding === 'br') return brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (encoding === 'gzip') return gzipAsync(identity, { level: 6 })
  return identity
}

function acceptedEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding']
  return (header && negotiate(header, [...ENCODINGS])) || 'identity'
}

/**
 * Serves the built web app when apps/web/dist exists (production): hashed assets with a long cache,
 * index.html (with this server's quick-exit address written into its meta tag, so the button works
 * before any request) for the app's routes, and a 404 for everything else. robots.txt and the
 * favicon are real files, so they are never answered with the app's page. Files go out in the
 * `.br` or `.gz` version the build wrote beside them when the browser accepts it (decision 013).
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string; quickExitUrl: string }) => {
    const indexFile = path.join(options.webDist, 'index.html')
    const html = fs.existsSync(indexFile)
      ? fs
          .readFileSync(indexFile, 'utf8')
          .replace(
            QUICK_EXIT_META,
            (_m, start: string, end: string) => start + escapeAttribute(options.quickExitUrl) + end,
          )
      : null
    const pageIn = html === null ? null : pagesByLanguage(html)
    // Made at start, as before: most readers are English's, and the first needs no wait.
    pageIn?.(DEFAULT_LANGUAGE)
    const firstScreenChunks = readFirstScreenChunks(options.webDist)

    const sendIndex = (
      pages: (language: Language) => Page,
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
    ) => {
      const { encoded } = pages(languageOf(request))
      const encoding = acceptedEncoding(request)
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
      return reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(encoded[encoding])
    }

    /**
     * A route's page with its first screen's scripts and answers (decision 067) when it has them. A
     * page that carries someone's answers is stored nowhere (no HTTP cache, no back-forward copy).
     */
    const sendRoutePage = async (
      pages: (language: Language) => Page,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const made =
        request.method === 'GET'
          ? await firstScreenPage(app, request, pages(languageOf(request)).html, firstScreenChunks)
          : null
      if (!made) return sendIndex(pages, request, reply, 200)
      const encoding = acceptedEncoding(request)
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
      return reply
        .status(200)
        .header('Cache-Control', made.personal ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(await encodedOnce(made.html, encoding))
    }

    if (pageIn) {
      const setHeaders = (reply: { header(name: string, value: string): unknown }, filePath: string) =>
        reply.header('Cache-Control', cachePolicy(filePath))
      // The hashed assets (with their .br and .gz copies, about 300 files) behind one route that
      // looks for the file when asked: a route each cost about a tenth of a warm start's time
      // (issue 36, decision 065). A file that is not there goes to the not-found handler below.
      await app.register(fastifyStatic, {
        root: path.join(options.webDist, ASSETS),
        prefix: `/${ASSETS}/`,
        wildcard: true,
        index: false,
        serve: true,
        preCompressed: true,
        setHeaders,
      })
      // The few files beside index.html, a route each, so that any other address still reaches the
      // not-found handler (and the metrics' "(no route)") as before.
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        globIgnore: [`${ASSETS}/**`],
        index: false,
        serve: true,
        preCompressed: true,
        decorateReply: false,
        setHeaders,
      })
      app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(pageIn, request, reply, 200))
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/')
      if (pageIn && wantsPage && isWebRoute(pathname)) return sendRoutePage(pageIn, request, reply)
      const acceptsHtml = request.headers.accept?.includes('text/html') ?? false
      // Unknown pages still get the app, which shows a friendly "not found" page, with a real 404 status.
      if (pageIn && wantsPage && acceptsHtml && !path.extname(pathname))
        return sendIndex(pageIn, request, reply, 404)
      return reply
        .status(404)
        .send(errorBody(404, 'NOT_FOUND', say('request.nothingHere', languageOf(request))))
    })
  },
  { name: 'spa' },
)
