import { sha256 } from '../../../lib/secrets'
import type { IdentityDeps } from '../identity-deps'

/** Ends the session the browser's cookies belong to; a browser without one is already signed out. */
export async function logOut(deps: IdentityDeps, presented: { access?: string; refresh?: string }) {
  const ids = await deps.sessions.idsByTokenHashes({
    access: presented.access ? sha256(presented.access) : undefined,
    refresh: presented.refresh ? sha256(presented.refresh) : undefined,
  })
  for (const id of new Set(ids)) await deps.sessions.end(id)
}
