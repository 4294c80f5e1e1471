import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The contract's schemas carry a few messages of their own, in English (packages/contract is shared
 * with the server and stays as it is). Those that any form may show — an email, a name, a link, text
 * that cannot be stored — get the web's own words here, keyed by the contract's English, so a form
 * checked in the browser speaks the person's language. A feature's own schema messages (a memory's
 * title, say) are given by the feature to `validate` (its fourth argument), keyed the same way.
 */
const CONTRACT_WORDS: Record<string, MessageDescriptor> = {
  // identity.ts: EmailSchema, DisplayNameSchema, TokenSchema
  'Enter an email address such as name@example.com.': msg`Enter an email address such as name@example.com.`,
  "Use letters, numbers, spaces and . ' _ - only.": msg`Use letters, numbers, spaces and . ' _ - only.`,
  'This link is not complete.': msg`This link is not complete.`,
  // text.ts: unstorableReason
  'must not contain NUL characters': msg`Please remove the invisible character this text contains: it cannot be saved.`,
  'must be valid Unicode text': msg`Some characters in this text cannot be saved. Please remove or retype them.`,
}

/** A contract schema's message in the language shown, or as it is when the web has no words for it. */
export function contractWords(message: string): string {
  const words = CONTRACT_WORDS[message]
  return words ? i18n._(words) : message
}
