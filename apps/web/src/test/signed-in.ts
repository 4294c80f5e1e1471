import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { sampleUser } from './fake-api'

type SessionUser = Parameters<ReturnType<typeof useCookieStore.getState>['signIn']>[0]

/** This browser signed in as the sample user (Quiet Heron), as the session cookie says. */
export function signInSampleUser(details: Partial<SessionUser> = {}) {
  useCookieStore
    .getState()
    .signIn({ public_id: sampleUser.public_id, display_name: 'Quiet Heron', role: 'user', ...details })
}
