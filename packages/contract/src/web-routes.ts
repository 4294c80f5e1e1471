/**
 * The web app's routes (SPEC §9.1). The server answers these paths with the app's index.html and
 * every other unknown page with a 404; the web router declares the same list.
 */
export const WEB_ROUTES = {
  landing: '/',
  home: '/home',
  notifications: '/home/notifications',
  guide: '/guide',
  memories: '/memories',
  memorySearch: '/memories/search',
  memory: '/memories/m/:shareableLink',
  login: '/login',
  register: '/register',
  verify: '/auth/verify',
  resetPassword: '/auth/reset-password',
  confirmEmail: '/auth/confirm-email',
  confirmPassword: '/auth/confirm-password',
  settings: '/settings',
  /** Added (issue 26): the page a mail's unsubscribe link leads to; it asks before turning email off. */
  emailUnsubscribe: '/email/unsubscribe',
  help: '/help',
  moderation: '/moderation',
} as const

const patterns = Object.values(WEB_ROUTES).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
)

/** Whether a path (without query string) is one of the web app's pages. */
export function isWebRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname))
}
