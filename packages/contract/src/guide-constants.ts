// The guide's plain constants, in a module without schemas: the web app's first screen of the guide
// imports these without evaluating zod and every guide schema (decision 013). `guide.ts` re-exports
// them, so the server and the rest of the web app see one contract.

/** The guide's API (SPEC §4.3), under this prefix. */
export const GUIDE_PREFIX = '/api/v1/childhood-trauma-guide'

/** A guide session id: 256 random bits, base64url. It is the visitor's key, so it is never logged. */
export const GUIDE_SESSION_ID = /^[A-Za-z0-9_-]{43}$/

/** Bumped when the consent wording on /guide changes; stored with each session. */
export const GUIDE_CONSENT_VERSION = 1
export const GUIDE_SESSION_DAYS = 30
/** Small numbers are never shown (SPEC §4.3, §10). */
export const SMALL_NUMBER_THRESHOLD = 10
