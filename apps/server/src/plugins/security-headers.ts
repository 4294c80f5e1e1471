import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

// The SPA needs nothing inline and nothing from elsewhere (SPEC §10: no third-party scripts,
// fonts or trackers), so the policy allows only our own origin. React's `style` prop uses the
// CSSOM, which style-src does not restrict, so no 'unsafe-inline' is needed.
const APP_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  // The service worker (/sw.js, decision 055), and no other worker.
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
]
// Swagger UI (the API docs page only) injects <style> elements; it shows no user content.
const DOCS_POLICY = APP_POLICY.map((d) =>
  d.startsWith('style-src') ? "style-src 'self' 'unsafe-inline'" : d,
)

/**
 * Sets the security headers (security-bar §1.10) on one answer: strict CSP, nosniff, no referrer,
 * no framing, same-origin isolation, HSTS under HTTPS, and `Cache-Control: no-store` on the API
 * unless a route chose a cache policy of its own. Also used for the answers Fastify's router sends
 * before any hook runs (plugins/errors.ts `frameworkErrors`).
 */
export function securityHeaders(options: { secure: boolean }) {
  const upgrade = options.secure ? ['upgrade-insecure-requests'] : []
  const appPolicy = [...APP_POLICY, ...upgrade].join('; ')
  const docsPolicy = [...DOCS_POLICY, ...upgrade].join('; ')
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? ''
    reply.header('Content-Security-Policy', path.startsWith('/api/docs') ? docsPolicy : appPolicy)
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'no-referrer')
    reply.header('X-Frame-Options', 'DENY')
    reply.header('Cross-Origin-Opener-Policy', 'same-origin')
    reply.header('Cross-Origin-Resource-Policy', 'same-origin')
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
    if (options.secure) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (isApiResponse(reply.getHeader('content-type')) && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store')
    }
  }
}

/** The security headers on every response that passes the hooks. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { secure: boolean }) => {
    const apply = securityHeaders(options)
    app.addHook('onSend', async (request, reply, payload) => {
      apply(request, reply)
      return payload
    })
  },
  { name: 'security-headers' },
)

// Everything the API answers is JSON (or an event stream); the SPA's files are cached by spa.ts.
function isApiResponse(contentType: unknown) {
  return typeof contentType === 'string' && /^(application\/json|text\/event-stream)/.test(contentType)
}
