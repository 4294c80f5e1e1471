import { asc, notInArray } from 'drizzle-orm'
import {
  FeedbackPhrasesFileSchema,
  type FeedbackPhrasesFile,
  type FeedbackTarget,
} from '@kindred/contract/interactions-content'
import type { Db } from '../../../db/client'
import { feedbackPhrases } from '../../../db/schema/index'
import { contentFolder, syncIfChanged } from '../../../content/content-files'

const COLLECTION = 'interactions'

export interface CatalogPhrase {
  id: number
  slug: string
  label: string
  appliesTo: FeedbackTarget[]
  disabled: boolean
}

/** The supportive phrases as the routes use them, in file order. Content changes only with a deploy. */
export interface FeedbackCatalog {
  phrases: CatalogPhrase[]
  byId: Map<number, CatalogPhrase>
}

/** Reads content/interactions/feedback-phrases.json; a file that is not valid stops the start. */
export async function readFeedbackPhrases(contentDir: string) {
  const folder = contentFolder(contentDir, 'interactions')
  const file = await folder.read('feedback-phrases.json', FeedbackPhrasesFileSchema)
  return { file, checksum: folder.checksum() }
}

/**
 * Mirrors the phrases into feedback_phrases by slug (idempotent, one transaction, skipped when the
 * file is unchanged) and builds the catalog. A phrase that left the file is disabled, never deleted:
 * the feedback people gave with it keeps its label (SPEC §6).
 */
export async function loadFeedbackCatalog(
  db: Db,
  content: { file: FeedbackPhrasesFile; checksum: string },
): Promise<FeedbackCatalog> {
  await syncIfChanged(db, COLLECTION, content.checksum, (tx) => syncPhrases(tx, content.file))
  const rows = await db
    .select()
    .from(feedbackPhrases)
    .orderBy(asc(feedbackPhrases.sortOrder), asc(feedbackPhrases.id))
  const phrases = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    label: row.label,
    appliesTo: row.appliesTo as FeedbackTarget[],
    disabled: row.disabled,
  }))
  return { phrases, byId: new Map(phrases.map((phrase) => [phrase.id, phrase])) }
}

async function syncPhrases(tx: Db, file: FeedbackPhrasesFile) {
  const slugs: string[] = []
  for (const [index, phrase] of file.phrases.entries()) {
    const row = {
      slug: phrase.slug,
      label: phrase.label,
      appliesTo: [...phrase.applies_to],
      disabled: phrase.disabled,
      sortOrder: index + 1,
    }
    await tx
      .insert(feedbackPhrases)
      .values(row)
      .onConflictDoUpdate({ target: feedbackPhrases.slug, set: row })
    slugs.push(phrase.slug)
  }
  // Dropped phrases go to the end, disabled, so file order stays the order of what is offered.
  await tx
    .update(feedbackPhrases)
    .set({ disabled: true, sortOrder: slugs.length + 1 })
    .where(notInArray(feedbackPhrases.slug, slugs))
}
