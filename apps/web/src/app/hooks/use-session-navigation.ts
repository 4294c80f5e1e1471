import { msg } from '@lingui/core/macro'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import type { User } from '@kindred/contract/identity'
import { safeReturnPath } from '@/features/identity/api/google-start'
import { showNotice, type NoticeMessage } from '@/lib/notices'
import { endSignedInSession, startSignedInSession } from '../session-wiring'

/**
 * After signing in: remember the person, then go to where they were headed (or /home). `notice`
 * says what just happened on the page they land on, announced there (an email link, say).
 */
export function useCompleteSignIn(returnTo?: string, notice?: NoticeMessage) {
  const navigate = useNavigate()
  return useCallback(
    (user: User) => {
      startSignedInSession(user)
      const path = safeReturnPath(returnTo)
      if (notice) showNotice(notice, { page: new URL(path, window.location.origin).pathname })
      void navigate(path, { replace: true })
    },
    [navigate, returnTo, notice],
  )
}

export const SIGNED_OUT_NOTICE = msg`You are signed out. This browser no longer shows anything from your account.`

/**
 * After this browser's session ended on purpose (sign out, account deleted): forget, go to /, and
 * say what happened (a page changing by itself is not enough to know). Deleting an account then
 * says so instead.
 */
export function useSignedOutHere() {
  const navigate = useNavigate()
  return useCallback(() => {
    endSignedInSession()
    void navigate('/')
    showNotice(SIGNED_OUT_NOTICE)
  }, [navigate])
}
