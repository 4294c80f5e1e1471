import type { IdentityDeps } from '../identity-deps'

/** Ends the session the browser's cookies belong to; a browser without one is already signed out. */
export async function logOut(deps: IdentityDeps, presented: { access?: string; refresh?: string }) {
  await deps.sessions.endPresented(presented)
}
