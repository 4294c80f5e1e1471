import type { FastifyInstance } from 'fastify'
import {
  NOTIFICATION_PATHS,
  type Notification,
  type NotificationFamily,
  type NotificationPage,
} from '@kindred/contract/notifications'
import { GOOD_PASSWORD } from './identity-fixtures'
import { buildMemoriesApp } from './memory-fixtures'
import { TestBrowser } from './test-browser'

/** The app with every limit these suites reach lifted (the limits have their own tests). */
export async function buildNotificationsApp(env: Record<string, string> = {}) {
  return buildMemoriesApp({ NEW_ACCOUNT_HOURS: '0', ...env }, [
    'reactionsPerUser',
    'commentsPerUser',
    'connectionRequestsPerUser',
    'peopleChangesPerUser',
    'notificationChangesPerUser',
    'notificationStreamsPerUser',
    'pushDevicesPerUser',
    'exportsPerUser',
    'reportsPerUser',
    'tokenConfirmationsPerIp',
  ])
}

const FAMILY_PATHS: Record<NotificationFamily, string> = {
  me_too: NOTIFICATION_PATHS.meToo,
  me_too_love: NOTIFICATION_PATHS.meTooLove,
  memory_love: NOTIFICATION_PATHS.memoryLove,
  general: NOTIFICATION_PATHS.general,
}

/** A page of one family as `browser` sees it; fails the test on anything but 200. */
export async function familyPage(
  browser: TestBrowser,
  family: NotificationFamily,
  page = 1,
): Promise<NotificationPage> {
  const res = await browser.get(`${FAMILY_PATHS[family]}?page=${page}&limit=10`)
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`)
  return res.json() as NotificationPage
}

/** Every notification of every family, newest activity first within each family. */
export async function allNotifications(browser: TestBrowser): Promise<Notification[]> {
  const pages = await Promise.all(
    (['me_too', 'me_too_love', 'memory_love', 'general'] as const).map((family) =>
      familyPage(browser, family),
    ),
  )
  return pages.flatMap((page) => page.results)
}

/** A new browser signed in as `email` (sessions end when a test moves the clock past them). */
export async function signInAgain(app: FastifyInstance, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app)
  const res = await browser.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return browser
}
