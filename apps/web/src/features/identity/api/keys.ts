export const IDENTITY_API = '/api/v1/auth'

/**
 * TanStack Query keys of the identity feature; everything under `auth` (the API's path) is the
 * signed-in person's.
 */
export const identityKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  sessions: ['auth', 'sessions'] as const,
  providers: ['auth-public', 'providers'] as const,
  displayNameSuggestion: ['auth-public', 'display-name-suggestion'] as const,
}
