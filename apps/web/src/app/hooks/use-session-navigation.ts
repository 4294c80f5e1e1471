import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import type { User } from '@kindred/contract/auth'
import { safeReturnPath } from '@/features/auth/api/google-start'
import { endSignedInSession, startSignedInSession } from '../session-wiring'

/** After signing in: remember the person, then go to where they were headed (or /home). */
export function useCompleteSignIn(returnTo?: string) {
  const navigate = useNavigate()
  return useCallback(
    (user: User) => {
      startSignedInSession(user)
      void navigate(safeReturnPath(returnTo), { replace: true })
    },
    [navigate, returnTo],
  )
}

/** After this browser's session ended on purpose (sign out, account deleted): forget, then go to /. */
export function useSignedOutHere() {
  const navigate = useNavigate()
  return useCallback(() => {
    endSignedInSession()
    void navigate('/')
  }, [navigate])
}
