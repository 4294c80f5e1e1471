/**
 * What the API client needs from the app's stores. lib/ must not import features, so the app
 * registers these at start-up (app/session-wiring.ts).
 */
export interface ApiClientHandlers {
  /** The cookie store's view: decides `when-signed-in` calls. */
  isSignedIn: () => boolean
  /** The session ended and could not be refreshed: forget the person (the client then goes to /). */
  onSignedOut: () => void
  /** The guide session is invalid or gone: forget it (the client then goes to /). */
  onGuideSessionInvalid: () => void
  /**
   * The server refused a write because a moderator suspended the person (403 SUSPENDED): the app
   * learns until when, so the screens say so before the next try.
   */
  onSuspended: () => void
}

const noop = () => {}
const defaults: ApiClientHandlers = {
  isSignedIn: () => false,
  onSignedOut: noop,
  onGuideSessionInvalid: noop,
  onSuspended: noop,
}
let current: ApiClientHandlers = defaults

export function configureApiClient(handlers: Partial<ApiClientHandlers>): void {
  current = { ...defaults, ...handlers }
}

export function apiClientHandlers(): ApiClientHandlers {
  return current
}
