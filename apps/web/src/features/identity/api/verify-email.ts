import { UserResponseSchema } from '@kindred/contract/identity'
import { identityPost, useSigningIn } from './identity-post'

/** Confirms the address with the emailed token and signs the person in. */
export function verifyEmail(token: string) {
  return identityPost('/verify-email', { body: { token }, schema: UserResponseSchema })
}

export function useVerifyEmail() {
  return useSigningIn(verifyEmail)
}
