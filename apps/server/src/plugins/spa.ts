import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { isWebRoute } from '@kindred/contract/web-routes'
import { errorBody } from '../lib/app-error'

const QUICK_EXIT_META = /(<meta name="kindred:quick-exit-url" content=")[^"]*(")/

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Serves the built web app when apps/web/dist exists (production): hashed assets with a long cache,
 * index.html (with this server's quick-exit address written into its meta tag, so the button works
 * before any request) for the app's routes, and a 404 for everything else. robots.txt and the
 * favicon are real files, so they are never answered with the app's page.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string; quickExitUrl: string }) => {
    const indexFile = path.join(options.webDist, 'index.html')
    const built = fs.existsSync(indexFile)
    const indexHtml = built
      ? fs
          .readFileSync(indexFile, 'utf8')
          .replace(
            QUICK_EXIT_META,
            (_m, start: string, end: string) => start + escapeAttribute(options.quickExitUrl) + end,
          )
      : ''

    if (built) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        serve: true,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
        },
      })
    }

    const sendIndex = (reply: FastifyReply, status: number) =>
      reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml)

    if (built) {
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, 200))
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/')
      if (built && wantsPage && isWebRoute(pathname)) return sendIndex(reply, 200)
      const acceptsHtml = request.headers.accept?.includes('text/html') ?? false
      // Unknown pages still get the app, which shows a friendly "not found" page, with a real 404 status.
      if (built && wantsPage && acceptsHtml && !path.extname(pathname)) return sendIndex(reply, 404)
      return reply.status(404).send(errorBody(404, 'NOT_FOUND', 'There is nothing at this address.'))
    })
  },
  { name: 'spa' },
)
