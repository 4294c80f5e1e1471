import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// What a moderator reads while nobody else moderates (decision 038): nobody decides an appeal of
// their own decision, so appeals of theirs wait for a second moderator. Admins add one on
// /moderation; anyone who runs the server can from the command line.

/** The command that makes an account a moderator, as the README gives it: only its placeholder is in words. */
export const GRANT_COMMAND = msg({
  message: 'npm run admin -- grant-moderator <their email address>',
  comment: 'A command typed as it is: translate only the words between < and >.',
})

/** The id of "Add a moderator" on /moderation (admins only), which the words below link to. */
export const ADD_MODERATOR_ID = 'add-a-moderator'

/** Why an appeal of their decision would wait, said after a decision its author can appeal. */
export const APPEAL_WOULD_WAIT: MessageDescriptor = msg`Its author can ask for a second look, which a moderator other than you has to give, and nobody else moderates yet: until someone does, an appeal waits.`

/** How to get a second moderator, for an admin (who can add one here) or a moderator (who cannot). */
export function howToAddModerator(i18n: I18n, canAddModerators: boolean): string {
  const command = i18n._(GRANT_COMMAND)
  return canAddModerators
    ? i18n._(
        msg`Add a moderator under “Add a moderator” on this page (they need a Kindred account), or from the command line: ${command}`,
      )
    : i18n._(msg`An admin can add a moderator on this page, or from the command line: ${command}`)
}
