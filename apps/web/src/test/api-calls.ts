// The calls the fake API answers, as `fakeApi` names them ('METHOD path'), for the tests that stub
// several at once: one place to read which path each screen asks.

export const AUTH_CALLS = {
  forgot: 'POST /api/v1/auth/password/forgot',
  reset: 'POST /api/v1/auth/password/reset',
  verify: 'POST /api/v1/auth/verify-email',
  resend: 'POST /api/v1/auth/resend-verification',
  confirmEmail: 'POST /api/v1/auth/email/change/confirm',
  confirmPassword: 'POST /api/v1/auth/password/change/confirm',
} as const

export const MEMORY_CALLS = {
  bulk: 'GET /memories/api/v1/memories/get-details-bulk/',
  mine: 'GET /memories/api/v1/memories/my-memories/',
  feed: 'GET /api/v1/feed/',
  preferences: 'GET /api/v1/user-preference/get-user-preferences',
  preferenceOptions: 'GET /api/v1/user-preference/get-options',
  interactionStatus: 'POST /api/v1/interaction/get-interaction-status/',
  votesStatus: 'POST /api/v1/interaction/get-votes-status/',
  reactionOptions: 'GET /api/v1/reaction/get-options',
  myConnections: 'GET /api/v1/connect/mine/',
} as const
