import { forgetDrafts } from '@/lib/draft-storage'
import { forgetKindredStorage, useDeviceStorageStore } from '@/lib/device-storage'
import { forgetOfflineCopies } from '@/lib/service-worker'
import { endStepping, entriesBehind, pendingExit, stepOutOfHistory } from './leave-history'
import { signOutAsLeaving } from './quick-exit-sign-out'

export const DEFAULT_QUICK_EXIT_URL = 'https://www.bbc.com/weather'
export const QUICK_EXIT_META = 'kindred:quick-exit-url'
/** Whatever happens on the way back through history, the neutral site opens within this time. */
const LEAVE_DEADLINE_MS = 1500

/** The neutral site to leave for: the server writes QUICK_EXIT_URL into a meta tag of index.html. */
export function readQuickExitUrl(): string {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${QUICK_EXIT_META}"]`)?.content
  if (!content) return DEFAULT_QUICK_EXIT_URL
  try {
    const url = new URL(content)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : DEFAULT_QUICK_EXIT_URL
  } catch {
    return DEFAULT_QUICK_EXIT_URL
  }
}

/** The page is blanked exactly while it is leaving. */
const isLeaving = () => document.body.hidden

function leave(forget: boolean, { signOut }: { signOut: boolean }): void {
  if (isLeaving()) return
  // Hidden before anything else: the steps below and the next site can take a moment.
  document.body.hidden = true
  document.title = ''
  const url = readQuickExitUrl()
  let done = false
  const finish = () => {
    if (done) return
    done = true
    endStepping()
    window.location.replace(url)
  }
  try {
    // Sent first, without waiting. Only the exit the person started sends it: one resumed in a later
    // document finds the cookies already going. The readable CSRF cookie is left to the server's
    // answer, which clears it with the others: the browser adds cookies to the request only as it
    // sends it, and without that one beside its header the request would be refused.
    if (signOut) signOutAsLeaving(forget)
    // Unsent writing goes on every device, shared or not: it is the most private thing on the page.
    forgetDrafts()
    // The offline copies go too, without waiting; on a shared device also push and the worker.
    forgetOfflineCopies({ device: forget })
    if (forget) forgetKindredStorage()
    if (entriesBehind() === 0) return finish()
  } catch {
    // Storage the browser blocks must never keep anyone here.
    return finish()
  }
  window.setTimeout(finish, LEAVE_DEADLINE_MS)
  stepOutOfHistory(forget).then(finish, finish)
}

/**
 * Leave at once: blank the page, sign this browser out (unless the person chose to stay signed in on
 * their own device), forget this browser's Kindred data when the person said this is a shared device,
 * go back over this visit's entries, and replace the first with the neutral site.
 */
export function quickExit(): void {
  leave(useDeviceStorageStore.getState().shared, { signOut: true })
}

/**
 * Run before the app shows anything: finishes a quick exit that began in another document of this
 * visit, or leaves at once from an entry a quick exit left behind (also when the browser restores a
 * page from its back-forward cache). True when this document is leaving: the app must not start in
 * it, or the page it would draw on the way out asks the server for things with a session the exit
 * has just ended (a 401 each) and shows nothing anyway.
 */
export function resumeQuickExit(): boolean {
  const check = () => {
    try {
      const pending = pendingExit()
      if (pending) leave(pending.forget, { signOut: false })
      return pending !== null
    } catch {
      // Storage blocked by the browser: there is no exit under way to find.
      return false
    }
  }
  const leaving = check()
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    // Restored as it was when a quick exit stepped away from it: still blank, so go on leaving.
    if (isLeaving()) window.location.replace(readQuickExitUrl())
    else check()
  })
  return leaving
}
