import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { asc } from 'drizzle-orm'
import { contentCopyAndDatabase } from '../../../../test/content-copy'
import { ContentError } from '../../../content/content-files'
import { feedbackPhrases } from '../../../db/schema/index'
import { AppError } from '../../../lib/app-error'
import type { InteractionsDeps } from '../interactions-deps'
import { phraseFor } from '../use-cases/feedback-subject'
import { loadFeedbackCatalog, readFeedbackPhrases } from './feedback-catalog'

// Loading content/interactions at start: by slug, idempotent, and never losing a phrase someone gave.
const { db, dir } = await contentCopyAndDatabase('interactions')

const file = path.join(dir, 'interactions', 'feedback-phrases.json')
type Phrase = { slug: string; label: string; applies_to: string[]; disabled?: boolean }
const edit = async (change: (phrases: Phrase[]) => Phrase[]) => {
  const json = JSON.parse(await fs.readFile(file, 'utf8')) as { phrases: Phrase[] }
  await fs.writeFile(file, JSON.stringify({ phrases: change(json.phrases) }))
}
const rows = () =>
  db
    .select({
      id: feedbackPhrases.id,
      slug: feedbackPhrases.slug,
      label: feedbackPhrases.label,
      disabled: feedbackPhrases.disabled,
    })
    .from(feedbackPhrases)
    .orderBy(asc(feedbackPhrases.id))

describe('the feedback phrases', () => {
  it('loads every phrase of the file, in file order, and again without change', async () => {
    const content = await readFeedbackPhrases(dir)
    const catalog = await loadFeedbackCatalog(db, content)
    expect(catalog.phrases.map((p) => p.slug)).toEqual(content.file.phrases.map((p) => p.slug))
    const before = await rows()
    await loadFeedbackCatalog(db, await readFeedbackPhrases(dir))
    expect(await rows()).toEqual(before)
  })

  it('keeps ids, relabels by slug, and disables a phrase the file dropped', async () => {
    const before = await rows()
    await edit((phrases) =>
      phrases
        .filter((p) => p.slug !== 'you-deserved-better')
        .map((p) => (p.slug === 'sending-strength' ? { ...p, label: 'Sending you strength' } : p)),
    )
    const catalog = await loadFeedbackCatalog(db, await readFeedbackPhrases(dir))
    const after = await rows()
    expect(after.map((r) => [r.id, r.slug])).toEqual(before.map((r) => [r.id, r.slug]))
    expect(after.find((r) => r.slug === 'you-deserved-better')!.disabled).toBe(true)
    expect(after.find((r) => r.slug === 'sending-strength')!.label).toBe('Sending you strength')

    // A dropped phrase is no longer given, but what was given with it can still be taken back.
    const dropped = catalog.phrases.find((p) => p.slug === 'you-deserved-better')!
    const deps = { phrases: catalog } as InteractionsDeps
    const body = { feedback_id: dropped.id, shareable_link: 'a-memory-abc123' }
    expect(() => phraseFor(deps, body, true)).toThrow(AppError)
    expect(phraseFor(deps, body, false).id).toBe(dropped.id)
    // A phrase for memories only is not given to a comment.
    const memoryOnly = catalog.phrases.find((p) => p.slug === 'it-was-not-your-fault')!
    expect(() => phraseFor(deps, { feedback_id: memoryOnly.id, comment_id: 3 }, true)).toThrow(
      'Some of what was sent is not valid.',
    )
  })

  it('refuses an invalid file, naming it', async () => {
    await edit((phrases) => [...phrases, { slug: 'Not A Slug', label: 'x', applies_to: ['memory'] }])
    await expect(readFeedbackPhrases(dir)).rejects.toThrow(ContentError)
    await expect(readFeedbackPhrases(dir)).rejects.toThrow(/interactions\/feedback-phrases\.json: phrases/)
  })
})
