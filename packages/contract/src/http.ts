/** Cookie and header names shared by server and web (seed §3, SPEC §3.4–3.5). */
export const ACCESS_COOKIE = 'accessToken'
export const REFRESH_COOKIE = 'refreshToken'
/** Readable by the app: its value is echoed in CSRF_HEADER to "send authentication". */
export const CSRF_COOKIE = 'csrfToken'
export const CSRF_HEADER = 'x-csrf-token'
