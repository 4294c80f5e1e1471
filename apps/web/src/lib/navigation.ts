/**
 * Navigation for code outside React (the API client). The router registers itself at start-up;
 * until it does, a full page load is the honest fallback.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void

let registered: Navigate | null = null

export function registerNavigator(navigate: Navigate): () => void {
  registered = navigate
  return () => {
    if (registered === navigate) registered = null
  }
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  // A page leaving by quick exit (blanked: features/safety/lib/quick-exit.ts) goes nowhere in the app,
  // whatever a request that its sign-out ended answers meanwhile: the neutral site is on its way.
  if (document.body.hidden) return
  if (registered) registered(to, options)
  else if (options?.replace) window.location.replace(to)
  else window.location.assign(to)
}

export function currentPathname(): string {
  return window.location.pathname
}
