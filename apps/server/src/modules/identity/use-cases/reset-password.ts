import type { Language } from '@kindred/contract/languages'
import type { IdentityDeps } from '../identity-deps'
import { hashPassword } from '../password'
import { refuseCommonPassword } from '../password-rules'
import { setPasswordWithToken } from './set-password-with-token'

/**
 * Sets a new password from a reset link: ends every session, voids other reset and change links,
 * and tells the person by email. Does not sign in (the person signs in with the new password).
 */
export async function resetPassword(
  deps: IdentityDeps,
  token: string,
  password: string,
  requestLanguage: Language,
) {
  refuseCommonPassword(password)
  const passwordHash = await hashPassword(password)
  await setPasswordWithToken(deps, token, 'reset_password', passwordHash, requestLanguage)
}
