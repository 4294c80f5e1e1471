/** Cookie and header names shared by server and web (seed §3, SPEC §3.4–3.5). */
export const ACCESS_COOKIE = 'accessToken'
export const REFRESH_COOKIE = 'refreshToken'
/** Readable by the app: its value is echoed in CSRF_HEADER to "send authentication". */
export const CSRF_COOKIE = 'csrfToken'
export const CSRF_HEADER = 'x-csrf-token'

/**
 * The code of the 429 a new account meets past its first day's memories (SPEC §3.6): the web app
 * shows that answer's own words instead of its general ones for a 429. Here, beside the other plain
 * constants, so the first page's code does not pull in the schemas.
 */
export const NEW_ACCOUNT_LIMIT_CODE = 'NEW_ACCOUNT_LIMIT'

/**
 * The code of the 403 a suspended person meets when they try to share, react, comment or connect
 * (SPEC §10): the web app shows that answer's own words. A plain constant for the same reason.
 */
export const SUSPENDED_CODE = 'SUSPENDED'

/**
 * Where a device's push subscription is added and removed (issue 26): also in
 * NOTIFICATION_PATHS.pushSubscriptions. Here as a plain constant so the quick exit, in the first
 * page's code, can end push on a shared device without pulling in the schemas.
 */
export const PUSH_SUBSCRIPTIONS_PATH = '/api/v1/notifications/push-subscriptions'

/**
 * The sign-out a quick exit sends as the page leaves (issue 34, decision 056): a `keepalive` fetch
 * the page does not wait for. Here as a plain constant so the quick exit, in the first page's code,
 * does not pull in the schemas. Its body is QuickExitSignOutBodySchema (identity).
 */
export const QUICK_EXIT_SIGN_OUT_PATH = '/api/v1/auth/quick-exit'

/**
 * The id of the data block (`<script type="application/json">`) in which the server sends a page's
 * first answers with the page itself (first-screen.ts, decision 067).
 */
export const FIRST_SCREEN_ANSWERS_ID = 'kindred-first-answers'
