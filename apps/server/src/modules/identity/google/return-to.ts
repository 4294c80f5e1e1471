/** Where a Google sign-in lands when `return_to` is missing or not acceptable. */
export const DEFAULT_RETURN_TO = '/home'

const PLACEHOLDER_ORIGIN = 'http://kindred.invalid'

/**
 * `return_to` for the Google sign-in (SPEC §3.3): only a same-origin absolute path such as
 * `/settings` or `/home?x=1` is kept. Absolute URLs, scheme-relative (`//evil.test`) and
 * backslash (`/\evil.test`) forms, control characters and API paths all fall back to /home, so the
 * callback can never be used as an open redirect. The result is the normalised, percent-encoded
 * path, safe to put in a Location header.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1024) return DEFAULT_RETURN_TO
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_RETURN_TO
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_TO
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return DEFAULT_RETURN_TO
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_RETURN_TO
  // A page of the app, never an API call (a GET there is either useless or state-changing).
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return DEFAULT_RETURN_TO
  return `${url.pathname}${url.search}${url.hash}`
}
