import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * What a page that sends the person to /login may have it say on arrival, named by a key in the
 * router state (`{ notice: 'password-reset' }`): the words are the catalogs', in the language shown
 * when the sign-in page is drawn, and nothing else from the history entry is ever shown.
 */
export const LOGIN_NOTICES = {
  'password-reset': msg`Your new password is saved, and every device has been signed out. Please sign in with your new password.`,
} satisfies Record<string, MessageDescriptor>

export type LoginNotice = keyof typeof LOGIN_NOTICES

/** The notice a link to /login asked for, if it is one of ours. */
export function loginNoticeIn(state: unknown): MessageDescriptor | null {
  const key = (state as { notice?: unknown } | null)?.notice
  return typeof key === 'string' && Object.hasOwn(LOGIN_NOTICES, key)
    ? LOGIN_NOTICES[key as LoginNotice]
    : null
}
