export const AUTH_API = '/api/v1/auth'
export const ACCOUNT_API = '/api/v1/account'

/** TanStack Query keys of the auth feature; everything under `auth` is the signed-in person's. */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  sessions: ['auth', 'sessions'] as const,
  providers: ['auth-public', 'providers'] as const,
  displayNameSuggestion: ['auth-public', 'display-name-suggestion'] as const,
}
