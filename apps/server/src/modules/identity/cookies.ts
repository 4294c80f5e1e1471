import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CookieSerializeOptions } from '@fastify/cookie'
import { ACCESS_COOKIE, CSRF_COOKIE, REFRESH_COOKIE } from '@kindred/contract/http'
import type { Language } from '@kindred/contract/languages'
import { english, message, say } from '../../lib/messages'
import { ACCESS_TTL, type IssuedTokens } from './session-rules'

/** Every cookie option in one place (SPEC §3.4): HttpOnly, SameSite=Strict, Path=/, `__Host-` under HTTPS. */
export function sessionCookies(secure: boolean) {
  const name = (base: string) => (secure ? `__Host-${base}` : base)
  const base: CookieSerializeOptions = { path: '/', sameSite: 'strict', secure }
  const names = { access: name(ACCESS_COOKIE), refresh: name(REFRESH_COOKIE), csrf: name(CSRF_COOKIE) }

  return {
    names,
    read(request: FastifyRequest) {
      return {
        access: request.cookies[names.access],
        refresh: request.cookies[names.refresh],
      }
    },
    set(reply: FastifyReply, tokens: IssuedTokens, now: Date) {
      const untilAbsolute = Math.max(
        1,
        Math.floor((tokens.absoluteExpiresAt.getTime() - now.getTime()) / 1000),
      )
      reply.setCookie(names.access, tokens.accessToken, {
        ...base,
        httpOnly: true,
        maxAge: ACCESS_TTL / 1000,
      })
      reply.setCookie(names.refresh, tokens.refreshToken, { ...base, httpOnly: true, maxAge: untilAbsolute })
      // Readable by the app on purpose: it echoes the value in X-CSRF-Token (decision 002).
      if (tokens.csrfToken)
        reply.setCookie(names.csrf, tokens.csrfToken, { ...base, httpOnly: false, maxAge: untilAbsolute })
    },
    clear(reply: FastifyReply) {
      for (const cookie of Object.values(names)) reply.clearCookie(cookie, base)
    },
  }
}

export type SessionCookies = ReturnType<typeof sessionCookies>

/**
 * "Firefox on Windows": enough to recognise a session in the list, without storing the full user
 * agent. Stored in English; `deviceIn` says it in a reader's language.
 */
export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const browser = (
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1]
  const system = (
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iOS/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1]
  if (browser && system) return english(message('identity.deviceOn', { browser, system }))
  return browser ?? system ?? english('identity.unknownDevice')
}

/** A device as `describeDevice` stored it, in `language`'s words (the names of browsers and systems stay). */
export function deviceIn(device: string, language: Language): string {
  if (device === english('identity.unknownDevice')) return say('identity.unknownDevice', language)
  const [browser, system, ...more] = device.split(' on ')
  if (!system || more.length > 0) return device
  return say(message('identity.deviceOn', { browser: browser!, system }), language)
}
