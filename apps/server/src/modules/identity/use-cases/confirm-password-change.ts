import type { Language } from '@kindred/contract/languages'
import type { IdentityDeps } from '../identity-deps'
import { hashPassword } from '../password'
import { refuseCommonPassword } from '../password-rules'
import { setPasswordWithToken } from './set-password-with-token'

/** Confirms a change-password link: sets it and ends every other session (the one confirming stays). */
export async function confirmPasswordChange(
  deps: IdentityDeps,
  token: string,
  password: string,
  requestLanguage: Language,
  currentSessionId?: number,
) {
  refuseCommonPassword(password)
  const passwordHash = await hashPassword(password)
  return setPasswordWithToken(deps, token, 'change_password', passwordHash, requestLanguage, currentSessionId)
}
