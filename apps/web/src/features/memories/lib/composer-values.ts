import type {
  AgeRange,
  CommentsPolicy,
  CreateMemoryBody,
  Memory,
  Visibility,
} from '@kindred/contract/memories'
import type { MemoryType } from '@kindred/contract/memories-content'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'

/** What the composer's fields hold while someone writes (and what the draft keeps). */
export interface ComposerValues {
  title: string
  body: string
  mt: MemoryType
  /** '' is "I'd rather not say". */
  ageRange: AgeRange | ''
  tagIds: number[]
  warnings: SafetyFilterSlug[]
  visibility: Visibility
  anonymous: boolean
  commentsPolicy: CommentsPolicy
}

export const EMPTY_VALUES: ComposerValues = {
  title: '',
  body: '',
  mt: 1,
  ageRange: '',
  tagIds: [],
  warnings: [],
  visibility: 'public',
  anonymous: false,
  commentsPolicy: 'everyone',
}

/** A memory's current values, to edit it. */
export function valuesOf(memory: Memory): ComposerValues {
  return {
    title: memory.title,
    body: memory.body,
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
    mt: values.mt,
    age_range: values.ageRange === '' ? null : values.ageRange,
    tag_ids: values.tagIds,
    content_warnings: values.warnings,
    visibility: values.visibility,
    anonymous: values.anonymous,
    comments_policy: values.commentsPolicy,
  }
}
