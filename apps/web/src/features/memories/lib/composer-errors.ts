import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import {
  ANONYMOUS_CONNECTIONS_MESSAGE,
  MEMORY_BODY_MIN,
  MEMORY_TAGS_MAX,
} from '@kindred/contract/memories-constants'
import type { FieldErrors } from '@/lib/form-errors'
import { ANONYMOUS_WORDS } from './memory-words'

const min = MEMORY_BODY_MIN
const max = MEMORY_TAGS_MAX

/**
 * The contract's checks of a memory say what is wrong in English (the server answers in the person's
 * language itself). The composer checks with the same schemas before sending, so it shows each of
 * their messages in the language shown, keyed by the contract's English words.
 */
const SCHEMA_MESSAGES = new Map<string, MessageDescriptor>([
  [ANONYMOUS_CONNECTIONS_MESSAGE, ANONYMOUS_WORDS.refused],
  ['The title is one line of plain text.', msg`The title is one line of plain text.`],
  [`Please write at least ${min} characters.`, msg`Please write at least ${min} characters.`],
  ['Please use plain text only.', msg`Please use plain text only.`],
  [`At most ${max} tags.`, msg`At most ${max} tags.`],
  ['Each tag once.', msg`Each tag once.`],
  ['Each warning once.', msg`Each warning once.`],
  ['Nothing to change.', msg`Nothing to change.`],
])

/** The form's errors with the contract's messages translated; any other message is left as it is. */
export function inShownLanguage(errors: FieldErrors, i18n: I18n): FieldErrors {
  const shown: FieldErrors = {}
  for (const [field, message] of Object.entries(errors)) {
    const known = message === undefined ? undefined : SCHEMA_MESSAGES.get(message)
    shown[field] = known ? i18n._(known) : message
  }
  return shown
}
