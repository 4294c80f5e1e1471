import type { Language } from '@kindred/contract/languages'
import { idOfEnglish, message, say, type Message } from '../lib/messages'

/** What fastify-type-provider-zod keeps of a zod issue: its code as `keyword`, the rest as `params`. */
export interface ValidationIssue {
  keyword: string
  message?: string
  params?: Record<string, unknown>
}

/** A check's bound as a number, whatever zod kept it as (a bigint for large ones). */
const bound = (value: unknown) => (typeof value === 'bigint' ? Number(value) : Number(value ?? 0))
const listed = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : '')

/** The words for a check by its kind, when the contract gave none of its own. */
function byKind({ keyword, params = {} }: ValidationIssue): Message {
  const sized = params.origin === 'string' || params.origin === 'array'
  const text = params.origin === 'string'
  switch (keyword) {
    case 'too_big':
      if (!sized) return message('validation.tooBig', { maximum: bound(params.maximum) })
      return message(text ? 'validation.tooLong' : 'validation.tooMany', { maximum: bound(params.maximum) })
    case 'too_small':
      if (!sized) return message('validation.tooSmall', { minimum: bound(params.minimum) })
      return message(text ? 'validation.tooShort' : 'validation.tooFew', { minimum: bound(params.minimum) })
    case 'invalid_value':
      return message('validation.notAnOption', { values: listed(params.values) })
    case 'invalid_format':
      return 'validation.wrongFormat'
    case 'unrecognized_keys':
      return message('validation.unknownFields', { keys: listed(params.keys) })
    case 'invalid_type':
      return message('validation.wrongType', { expected: String(params.expected ?? '') })
    default:
      return 'validation.invalid'
  }
}

/**
 * A field's message in the reader's language (decision 081). The contract's own words are found by
 * their English (locales/contract-fields-en.ts). In English anything else stays what the schema
 * said, as it always has; in another language it is said by the kind of check, so a reader is never
 * left with English.
 */
export function fieldMessage(issue: ValidationIssue, language: Language): string {
  const id = issue.message === undefined ? undefined : idOfEnglish(issue.message)
  if (id) return say(id, language)
  if (language === 'en' && issue.message) return issue.message
  return say(byKind(issue), language)
}
