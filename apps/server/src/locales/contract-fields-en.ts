import { PASSWORD_MAX, PASSWORD_MIN } from '@kindred/contract/identity-constants'

// The words the contract's schemas give a field of their own (packages/contract/src), which a 422's
// `fields` carries: found here by their English (lib/messages.ts, `idOfEnglish`) so they can be said
// in the reader's language. A text of the contract missing here is said in Spanish by its kind of
// check instead (`validation.*` in en.ts), so it is never left in English.
export const contractFieldsEn = {
  'fields.writeSomething': 'Please write something.',
  'fields.plainTextOnly': 'Please use plain text only.',
  'fields.nothingToChange': 'Nothing to change.',
  'fields.notAComment': 'Not a comment.',
  'fields.notAConnection': 'Not a connection.',
  'fields.notAPerson': 'Not a person.',
  'fields.notANotification': 'Not a notification.',
  'fields.atLeastOneMemory': 'At least one memory.',
  'fields.consent': 'Please agree before your answers can be kept.',
  'fields.groupIds': 'Give group ids as numbers separated by commas.',
  'fields.email': 'Enter an email address such as name@example.com.',
  'fields.passwordTooShort': `Use at least ${PASSWORD_MIN} characters.`,
  'fields.passwordTooLong': `Use at most ${PASSWORD_MAX} characters.`,
  'fields.displayName': "Use letters, numbers, spaces and . ' _ - only.",
  'fields.linkIncomplete': 'This link is not complete.',
  'fields.mustBeNumber': 'must be a number',
  'fields.titleOneLine': 'The title is one line of plain text.',
  'fields.eachTagOnce': 'Each tag once.',
  'fields.eachWarningOnce': 'Each warning once.',
  'fields.eachFilterOnce': 'Each filter once.',
  'fields.tagIdsNumbers': 'tag ids are numbers',
  'fields.reportTargets': 'One of 1 (memory), 2 (comment), 3 (person), 4 (guide comment).',
  'fields.timeZone': 'Not a time zone we know, e.g. "Europe/Berlin".',
  'fields.notAPushKey': 'Not a push key.',
  'fields.meTooToMemory': 'A me too goes to a memory.',
  'fields.noteWithMeToo': 'A note goes with a me too only.',
  'fields.anonymousMeTooOnly': 'Only a me too can be anonymous.',
  'fields.memoryOrComment': 'Name either a memory (shareable_link) or a comment (comment_id).',
} as const
