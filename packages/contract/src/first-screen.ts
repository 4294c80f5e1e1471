import { isLanguage } from './languages'
import { PAGE_SIZE } from './limits'
import { MEMORY_PATHS } from './memories'
import { NOTIFICATION_PATHS } from './notifications'
import { PREFERENCE_PATHS } from './preferences'
import { WEB_ROUTES } from './web-routes'

/**
 * The API calls a page's first screen makes at once, which the server answers inside the page it
 * sends (decision 067), so a phone shows the first memories without waiting for the app's code to
 * ask for them. Each is written exactly as the web app asks for it (the same path, parameters and
 * order), since the app uses an answer only for the very address it would have fetched.
 *
 * Only `/memories`, on its first page and without tags: the feed (in one language, if the address
 * narrows it to one), and the preferences its cards wait
 * for (the safety filters, which fold what they match) — a visitor's start from the options, someone
 * who may be signed in (they hold the CSRF cookie) has their own — and for them the bell's counts.
 * Never `/`: the offline shell is that page (decision 055), kept on the device.
 */
/** The parts of an address's query this reads (a `URLSearchParams` in the server and the app). */
interface Query {
  get(name: string): string | null
  has(name: string): boolean
}

export function firstScreenRequests(pathname: string, search: Query, maySignIn: boolean): string[] {
  if (pathname.replace(/\/+$/, '') !== WEB_ROUTES.memories) return []
  // The feed's own reading of its address (apps/web use-feed-params.ts): page 1, newest or top.
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1)
  if (page !== 1 || search.has('tag')) return []
  const sort = search.get('sort') === 'top' ? 'top' : 'newest'
  const language = search.get('language')
  const feed = `${MEMORY_PATHS.feed}?page=1&limit=${PAGE_SIZE}&sort=${sort}${isLanguage(language) ? `&language=${language}` : ''}`
  return maySignIn
    ? [feed, PREFERENCE_PATHS.mine, NOTIFICATION_PATHS.summary]
    : [feed, PREFERENCE_PATHS.options]
}
