import { createContext, useContext, type ReactNode } from 'react'
import type { ApiRequestOptions } from '@/lib/api-client'

/**
 * What comments on a guide report section need from the guide, which the comments feature does not
 * import (features stay apart; app/ composes them, decision 047). The guide's session is the key to
 * them, and the guide owns what a lost session means.
 */
export interface SectionCommentsHost {
  signedIn: boolean
  /** Whether a signed-in person's comment starts without their name (their default, decision 057). */
  anonymousByDefault: boolean
  /** A call under the guide's prefix, which forgets a session the server no longer knows. */
  request: <T>(path: string, options?: ApiRequestOptions<T>) => Promise<T>
  /** The comment this person posted, kept with the guide's data (seed §3: `myCommentId`). */
  onPosted: (commentId: number) => void
  onDeleted: (commentId: number) => void
}

const SectionHost = createContext<SectionCommentsHost | null>(null)

export function SectionHostProvider({ host, children }: { host: SectionCommentsHost; children: ReactNode }) {
  return <SectionHost.Provider value={host}>{children}</SectionHost.Provider>
}

export function useSectionHost(): SectionCommentsHost {
  const host = useContext(SectionHost)
  if (!host) throw new Error('Section comments are shown inside a SectionHostProvider.')
  return host
}
