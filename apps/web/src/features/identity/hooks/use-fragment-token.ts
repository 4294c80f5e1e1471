import { useEffect, useState } from 'react'
import { TokenSchema } from '@kindred/contract/identity'

export type FragmentToken = { state: 'none' } | { state: 'broken' } | { state: 'ready'; token: string }

/**
 * Email links carry their token in the fragment (`#token=…`) so it never reaches a server log.
 * Read it once, and take it out of the address bar straight away, so it is not left in the
 * history, a bookmark or a screenshot.
 */
export function takeFragmentToken(): FragmentToken {
  const { pathname, search } = window.location
  const page = `${pathname}${search}`
  const token = fragmentToken()
  if (token === null) {
    // A first render React threw away before showing it (something beside the page was still
    // loading) already took the token out of the address: the render that shows the page gets it.
    return taken?.page === page ? taken.token : { state: 'none' }
  }
  window.history.replaceState(window.history.state, '', page)
  // A mail program can cut a long link short; say so instead of sending half a token.
  const result: FragmentToken = TokenSchema.safeParse(token).success
    ? { state: 'ready', token }
    : { state: 'broken' }
  taken = { page, token: result }
  return result
}

function fragmentToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token')
}

/** Whether the address holds an emailed link's token now, not yet taken. */
export function hasFragmentToken(): boolean {
  return fragmentToken() !== null
}

/** The token taken from the address until a page that shows it has it. */
let taken: { page: string; token: FragmentToken } | null = null

/** Forgets a token taken but not shown (what a shown page does; tests call it between cases). */
export function forgetFragmentToken() {
  taken = null
}

/** The page's token, read on first render only (StrictMode's second render reuses it). */
export function useFragmentToken(): FragmentToken {
  const [token] = useState(takeFragmentToken)
  // Shown: nobody else may have it (a later visit to the same page without a link has none).
  useEffect(forgetFragmentToken, [])
  return token
}
