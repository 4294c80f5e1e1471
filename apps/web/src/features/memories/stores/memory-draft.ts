import {
  AGE_RANGES,
  COMMENTS_POLICIES,
  MEMORY_LANGUAGES,
  VISIBILITIES,
} from '@kindred/contract/memories-constants'
import { SAFETY_FILTER_SLUGS } from '@kindred/contract/preferences-content-constants'
import { draftStorage } from '@/lib/draft-storage'
import type { ComposerValues } from '../lib/composer-values'
import { MEMORY_DRAFT_KEY } from './memory-draft-key'

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback

/**
 * The draft, if one is kept. Storage can be edited by hand, so each field is checked and anything
 * odd falls back to the empty form's value rather than breaking the composer.
 */
export function readMemoryDraft(empty: ComposerValues): ComposerValues | null {
  let raw: unknown
  try {
    const text = draftStorage.getItem(MEMORY_DRAFT_KEY)
    if (typeof text !== 'string') return null
    raw = JSON.parse(text)
  } catch {
    return null
  }
  if (!raw || typeof raw !== 'object') return null
  const d = raw as Record<string, unknown>
  const string = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    title: string(d.title),
    body: string(d.body),
    language: oneOf(MEMORY_LANGUAGES, d.language, empty.language),
    mt: d.mt === 1 || d.mt === 2 || d.mt === 3 ? d.mt : empty.mt,
    ageRange: oneOf(['', ...AGE_RANGES], d.ageRange, ''),
    tagIds: Array.isArray(d.tagIds) ? d.tagIds.filter((id): id is number => Number.isInteger(id)) : [],
    warnings: Array.isArray(d.warnings)
      ? SAFETY_FILTER_SLUGS.filter((slug) => (d.warnings as unknown[]).includes(slug))
      : [],
    visibility: oneOf(VISIBILITIES, d.visibility, empty.visibility),
    anonymous: d.anonymous === true,
    commentsPolicy: oneOf(COMMENTS_POLICIES, d.commentsPolicy, empty.commentsPolicy),
  }
}

export function saveMemoryDraft(values: ComposerValues): void {
  try {
    void draftStorage.setItem(MEMORY_DRAFT_KEY, JSON.stringify(values))
  } catch {
    // Storage full or blocked: the draft lives on screen only; nothing else depends on it.
  }
}

export function clearMemoryDraft(): void {
  void draftStorage.removeItem(MEMORY_DRAFT_KEY)
}
