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
