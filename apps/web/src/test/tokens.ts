/** A well-formed token of the four kinds (43 base64url characters), as an email link carries it. */
export const SAMPLE_TOKEN = 'Kx7_q-2mPz8wVb3nLr5tYc9dHf1gJk4sQa6eUo0iWxZ'

/** Opens the browser at an email link: the token in the fragment, where the server puts it. */
export function arriveFromEmailLink(path: string, token = SAMPLE_TOKEN): void {
  window.history.replaceState(null, '', `${path}#token=${token}`)
}

export type LinkSignal = 'popstate' | 'hashchange'

/**
 * Pastes an email link into the tab that is already at its page, as a person would: the address
 * differs only by its `#token=…`, so the browser does not load the page again. Chromium adds a
 * history entry, then tells the router (popstate) and the page (hashchange); `signals` leaves one
 * out, to show that either is enough.
 */
export function pasteEmailLink(
  path: string,
  token = SAMPLE_TOKEN,
  signals: readonly LinkSignal[] = ['popstate', 'hashchange'],
): void {
  window.history.pushState(null, '', `${path}#token=${token}`)
  if (signals.includes('popstate')) window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  if (signals.includes('hashchange')) window.dispatchEvent(new Event('hashchange'))
}
