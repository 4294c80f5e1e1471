import { useState } from 'react'
import { TokenSchema } from '@kindred/contract/identity'

export type FragmentToken = { state: 'none' } | { state: 'broken' } | { state: 'ready'; token: string }

/**
 * Email links carry their token in the fragment (`#token=…`) so it never reaches a server log.
 * Read it once, and take it out of the address bar straight away, so it is not left in the
 * history, a bookmark or a screenshot.
 */
export function takeFragmentToken(): FragmentToken {
  const params = new URLSearchParams(window.location.hash.slice(1))
  const token = params.get('token')
  if (token === null) return { state: 'none' }
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  // A mail program can cut a long link short; say so instead of sending half a token.
  return TokenSchema.safeParse(token).success ? { state: 'ready', token } : { state: 'broken' }
}

/** The page's token, read on first render only (StrictMode's second render reuses it). */
export function useFragmentToken(): FragmentToken {
  const [token] = useState(takeFragmentToken)
  return token
}
