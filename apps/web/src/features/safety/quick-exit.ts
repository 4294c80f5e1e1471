export const DEFAULT_QUICK_EXIT_URL = 'https://www.bbc.com/weather'
export const QUICK_EXIT_META = 'kindred:quick-exit-url'

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

/**
 * Leave at once: hide the page before anything else (the next site can take a moment to load),
 * clear the tab title, then replace this page in the tab's history with the neutral site.
 */
export function quickExit(): void {
  document.body.hidden = true
  document.title = ''
  window.location.replace(readQuickExitUrl())
}
