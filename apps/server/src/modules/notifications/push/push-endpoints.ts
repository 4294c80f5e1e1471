// Where the server will POST a push (issue 26): the endpoint comes from a browser, so without a
// check anyone signed in could make the server send requests into its own network (SSRF).

/** The push services browsers use: Chrome's, Firefox's, Edge's and Safari's. */
const KNOWN_HOSTS = ['fcm.googleapis.com', 'web.push.apple.com']
const KNOWN_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com']

const isKnownService = (url: URL) =>
  url.protocol === 'https:' &&
  url.port === '' &&
  (KNOWN_HOSTS.includes(url.hostname) || KNOWN_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix)))

/**
 * Whether a push may be sent to this endpoint: https on a known push service, or a host listed in
 * PUSH_SERVICE_HOSTS (`extraHosts`, host or host:port as the URL writes it), where http is allowed
 * too (a test's local endpoint, a push service on the operator's own network). Never a URL with a
 * user name or password in it.
 */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (isKnownService(url)) return true
  return (url.protocol === 'https:' || url.protocol === 'http:') && extraHosts.includes(url.host)
}
