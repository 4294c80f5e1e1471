import { CSRF_COOKIE } from '@kindred/contract/http'

/** Under HTTPS the server gives its cookies the `__Host-` prefix (SPEC §3.4); over plain HTTP, none. */
export const HOST_PREFIX = '__Host-'

/** The value of a cookie the app may read (only `csrfToken` is readable; the session cookies are HttpOnly). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      // A malformed escape is still the server's value; send it back as it came.
      return raw
    }
  }
  return null
}

/** The CSRF cookie under either of its names; the prefixed one wins, as the server reads it first. */
export function readCsrfCookie(): string | null {
  return readCookie(`${HOST_PREFIX}${CSRF_COOKIE}`) ?? readCookie(CSRF_COOKIE)
}
