// The plain values of `errors.ts`, in a module without schemas: the web app's screens import these
// without loading zod (decision 068), and `errors.ts` re-exports them for everyone else.

/** The two guide-session messages the client answers by going to `/` (seed §8). */
export const SESSION_ID_INVALID = 'session_id is invalid'
export const SESSION_ID_NOT_FOUND = 'session_id is not found'
export const SESSION_ERROR_MESSAGES: readonly string[] = [SESSION_ID_INVALID, SESSION_ID_NOT_FOUND]
