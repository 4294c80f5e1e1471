import { useMutation } from '@tanstack/react-query'
import { focusOnArrival } from '../hooks/use-focus-on-arrival'
import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'

/**
 * Starts a session; only ever called after the person agreed (the body says so). The API client and
 * the schema load with the first call: the consent screen is the guide's first screen, and a first
 * visit should not evaluate them before it can be read and used (decision 013).
 */
export async function createSession() {
  const { requestNewSession } = await import('./session-requests')
  return requestNewSession()
}

/**
 * Agreeing starts onboarding; it ends when the first group is on screen (or the call fails).
 * `onCreated` runs before the session is kept, while the consent screen is still there.
 */
export function useCreateSession(onCreated: () => void) {
  return useMutation({
    mutationFn: createSession,
    onMutate: () => useGuideStore.getState().setFlag('onboarding', true),
    onSuccess: (session) => {
      onCreated()
      focusOnArrival('group')
      useGuideStore.getState().reset()
      useGuideStore.getState().setFlag('onboarding', true)
      useGuideSessionStore.getState().setSession(session)
    },
    onError: () => useGuideStore.getState().setFlag('onboarding', false),
  })
}
