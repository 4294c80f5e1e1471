import { asc, notInArray } from 'drizzle-orm'
import {
  FeedbackPhrasesFileSchema,
  type FeedbackPhrasesFile,
  type FeedbackTarget,
} from '@kindred/contract/interactions-content'
import type { Language } from '@kindred/contract/languages'
import type { Db } from '../../../db/client'
import { feedbackPhrases } from '../../../db/schema/index'
import { contentFolder, syncIfChanged } from '../../../content/content-files'
import {
  checkSameKeys,
  folderIn,
  inEveryLanguage,
  inEveryLanguageNow,
  type InLanguages,
} from '../../../content/content-languages'

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

/**
 * Reads content/interactions/feedback-phrases.json in `language` (English by default); a file that
 * is not valid stops the start.
 */
export async function readFeedbackPhrases(contentDir: string, language: Language = 'en') {
  const folder = contentFolder(contentDir, folderIn(language, 'interactions'))
  const file = await folder.read('feedback-phrases.json', FeedbackPhrasesFileSchema)
  return { file, checksum: folder.checksum() }
}

/**
 * The catalog in every language (decision 083): the English file mirrored into the database, each
 * translation checked to offer the same phrases and given the same ids in its words. A phrase the
 * file no longer has (disabled, kept for what was given with it) keeps its English words.
 */
export async function loadFeedbackCatalogs(
  db: Db,
  contentDir: string,
): Promise<InLanguages<FeedbackCatalog>> {
  const files = await inEveryLanguage((language) => readFeedbackPhrases(contentDir, language))
  const english = await loadFeedbackCatalog(db, files.en)
  return inEveryLanguageNow((language) => {
    if (language === 'en') return english
    const slugs = (file: FeedbackPhrasesFile) => file.phrases.map((phrase) => phrase.slug)
    const where = `${folderIn(language, 'interactions')}/feedback-phrases.json`
    checkSameKeys(where, 'phrases', slugs(files.en.file), slugs(files[language].file))
    const labels = new Map(files[language].file.phrases.map((phrase) => [phrase.slug, phrase.label]))
    return catalogOf(
      english.phrases.map((phrase) => ({ ...phrase, label: labels.get(phrase.slug) ?? phrase.label })),
    )
  })
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
  return catalogOf(
    rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      label: row.label,
      appliesTo: row.appliesTo as FeedbackTarget[],
      disabled: row.disabled,
    })),
  )
}

const catalogOf = (phrases: CatalogPhrase[]): FeedbackCatalog => ({
  phrases,
  byId: new Map(phrases.map((phrase) => [phrase.id, phrase])),
})

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
