import { IDENTITY_API } from './keys'

/** Only a path on this site may be a return address; anything else returns to /home. */
export function safeReturnPath(path: string | null | undefined, fallback = '/home'): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
  return path
}

/** Where "Continue with Google" goes: a normal navigation to the server, which redirects to Google. */
export function googleStartUrl(returnTo: string): string {
  return `${IDENTITY_API}/google/start?${new URLSearchParams({ return_to: safeReturnPath(returnTo) })}`
}
