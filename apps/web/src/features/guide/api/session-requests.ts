import { CurrentGuideSessionSchema, GuideSessionSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'

/**
 * The two calls the guide's first screen makes, with their schemas. Only ever imported dynamically
 * (by `create-session.ts` and `get-current-session.ts`), so the consent screen does not evaluate the
 * API client, zod and the guide's schemas before it can be read; the module they share with the
 * questions' calls (`guide-request.ts`) is imported statically everywhere (decisions 013, 062).
 */
export function requestNewSession() {
  return guideRequest('/sessions/create/', {
    method: 'POST',
    body: { consent: true },
    schema: GuideSessionSchema,
  })
}

/** A signed-in person's guide in progress; the server's 404 (NO_GUIDE_SESSION) is the caller's. */
export function requestCurrentSession() {
  return guideRequest('/sessions/current/', {
    schema: CurrentGuideSessionSchema,
    ownCodes: ['NO_GUIDE_SESSION'],
  })
}
