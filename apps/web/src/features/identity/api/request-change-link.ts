import { AcceptedResponseSchema } from '@kindred/contract/identity'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { identityPost } from './identity-post'

/**
 * Both changes from Settings are asked for the same way: a 202 once the link is emailed, and a wrong
 * current password is the form's to show beside its field.
 */
export function requestChangeLink(what: 'email' | 'password', body: object) {
  return identityPost(`/${what}/change/request`, {
    body,
    schema: AcceptedResponseSchema,
    ownCodes: [IDENTITY_ERROR_CODES.invalidCredentials],
  })
}
