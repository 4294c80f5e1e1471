import type { AgeRange, CommentsPolicy, Memory, Visibility } from '@kindred/contract/memories'
import { isConnectionsAnonymous, type MemoryLanguage } from '@kindred/contract/memories-constants'
import type { CreateMemoryBody } from '@kindred/contract/memories-writing'
import type { MemoryType } from '@kindred/contract/memories-content'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'

/** What the composer's fields hold while someone writes (and what the draft keeps). */
export interface ComposerValues {
  title: string
  body: string
  /** The language the title and body are written in (search stems them in it). */
  language: MemoryLanguage
  mt: MemoryType
  /** '' is "I'd rather not say". */
  ageRange: AgeRange | ''
  tagIds: number[]
  warnings: SafetyFilterSlug[]
  visibility: Visibility
  anonymous: boolean
  commentsPolicy: CommentsPolicy
}

/**
 * A new memory's form: for everyone to read, and without the author's name (decision 057) unless
 * they chose "Under my name by default", and written in the language the page is shown in
 * (`emptyValues`).
 */
export const EMPTY_VALUES: ComposerValues = {
  title: '',
  body: '',
  language: 'en',
  mt: 1,
  ageRange: '',
  tagIds: [],
  warnings: [],
  visibility: 'public',
  anonymous: true,
  commentsPolicy: 'everyone',
}

/** The empty form for this person: with their name only if that is their default, in their language. */
export const emptyValues = (anonymousByDefault: boolean, language: MemoryLanguage): ComposerValues => ({
  ...EMPTY_VALUES,
  language,
  anonymous: anonymousByDefault,
})

/** A memory's current values, to edit it. */
export function valuesOf(memory: Memory): ComposerValues {
  return {
    title: memory.title,
    body: memory.body,
    language: memory.language,
    mt: memory.mt,
    ageRange: memory.age_range ?? '',
    tagIds: memory.tags.map((tag) => tag.id),
    warnings: memory.author_warnings,
    visibility: memory.visibility,
    anonymous: memory.anonymous,
    commentsPolicy: memory.comments_policy,
  }
}

/** The request body, in the API's field names (so 422 field errors land beside the right fields). */
export function toRequestBody(values: ComposerValues): CreateMemoryBody {
  return {
    title: values.title,
    body: values.body,
    language: values.language,
    mt: values.mt,
    age_range: values.ageRange === '' ? null : values.ageRange,
    tag_ids: values.tagIds,
    content_warnings: values.warnings,
    visibility: values.visibility,
    anonymous: values.anonymous,
    comments_policy: values.commentsPolicy,
  }
}

/**
 * Whether the sharing choices may be saved: `ok`; `refused`, chosen now for a memory only connections
 * can read and without a name (they would know whose it is: the API answers 422); or `kept`, a memory
 * saved that way before, its two choices left as they were, which may still be saved (the server's rule
 * in edit-memory.ts, asked here so the form never sends what it would refuse).
 */
export function sharingChoice(
  values: Pick<ComposerValues, 'visibility' | 'anonymous'>,
  saved?: Pick<Memory, 'visibility' | 'anonymous'>,
): 'ok' | 'refused' | 'kept' {
  if (!isConnectionsAnonymous(values)) return 'ok'
  if (saved && saved.visibility === values.visibility && saved.anonymous === values.anonymous) return 'kept'
  return 'refused'
}

/** A memory its author sees saved for their connections without their name (allowed before). */
export const connectionsCanTell = (memory: Pick<Memory, 'is_mine' | 'visibility' | 'anonymous'>) =>
  memory.is_mine && isConnectionsAnonymous(memory)
