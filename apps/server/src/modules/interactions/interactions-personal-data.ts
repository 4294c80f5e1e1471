import { eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { memoryAuthor, memoryLink, memoryNamed, ownRows, ownRowsOnMemories } from '../../db/own-rows'
import {
  commentLoves,
  feedbackGiven,
  feedbackPhrases,
  meToos,
  memoryLoves,
  votes,
} from '../../db/schema/index'
import type { Language } from '@kindred/contract/languages'
import type { InLanguages } from '../../content/content-languages'
import type { PersonalDataPart } from '../../lib/personal-data'
import { commentNamed } from '../comments'
import type { FeedbackCatalog } from './content/feedback-catalog'

/**
 * The interactions module's share of a person's data: what they said, loved, voted and gave; the
 * phrases they gave in the export's language, from `phrasesIn`.
 */
export const interactionsPersonalData = (phrasesIn: InLanguages<FeedbackCatalog>): PersonalDataPart => ({
  module: 'interactions',
  tables: ['me_toos', 'memory_loves', 'comment_loves', 'votes', 'feedback_given'],
  export: async (db, userId, _now, language) => exportInteractions(db, userId, phrasesIn, language),
})

/**
 * A person's own interactions (SPEC §3.3 export): the me-toos they gave (anonymous ones included:
 * they are theirs), their loves, votes and phrases, and the love they sent back on their memories'
 * me-toos. Never who gave a me-too to them: an anonymous giver stays anonymous here too.
 */
async function exportInteractions(
  db: Db,
  userId: number,
  phrasesIn: InLanguages<FeedbackCatalog>,
  language: Language,
) {
  const givenMeToos = await ownRowsOnMemories(
    db,
    userId,
    meToos,
    {
      note: meToos.note,
      anonymous: meToos.anonymous,
      loved_back: sql<boolean>`${meToos.lovedBackAt} is not null`,
      created_at: meToos.createdAt,
    },
    meToos.id,
  )
  const memoryLoveRows = await ownRowsOnMemories(db, userId, memoryLoves, {
    created_at: memoryLoves.createdAt,
  })
  const commentLoveRows = await ownRows(db, userId, {
    from: commentLoves,
    owner: commentLoves.userId,
    naming: commentNamed(commentLoves.commentId),
    fields: {
      comment_id: commentLoves.commentId,
      shareable_link: memoryLink,
      created_at: commentLoves.createdAt,
    },
    order: commentLoves.createdAt,
  })
  const voteRows = await ownRowsOnMemories(db, userId, votes, { created_at: votes.createdAt })
  const feedbackRows = await ownRows(db, userId, {
    from: feedbackGiven,
    owner: feedbackGiven.userId,
    naming: [
      [feedbackPhrases, eq(feedbackPhrases.id, feedbackGiven.phraseId)],
      memoryNamed(feedbackGiven.memoryId),
    ],
    fields: {
      phrase: feedbackPhrases.slug,
      label: feedbackPhrases.label,
      shareable_link: memoryLink,
      comment_id: feedbackGiven.commentId,
      created_at: feedbackGiven.createdAt,
    },
    order: feedbackGiven.id,
  })
  // The author's own act on me-toos they received: which one and when, never whose it was.
  const lovedBack = await ownRows(db, userId, {
    from: meToos,
    owner: memoryAuthor,
    naming: [memoryNamed(meToos.memoryId)],
    fields: {
      shareable_link: memoryLink,
      me_too_id: meToos.id,
      loved_back_at: meToos.lovedBackAt,
    },
    order: meToos.id,
    only: isNotNull(meToos.lovedBackAt),
  })
  return {
    me_toos: givenMeToos,
    loves: [
      ...memoryLoveRows.map((row) => ({ target: 'memory' as const, ...row })),
      ...commentLoveRows.map((row) => ({ target: 'comment' as const, ...row })),
    ],
    votes: voteRows,
    feedback_given: feedbackRows.map((row) => ({ ...row, label: labelIn(phrasesIn[language], row) })),
    loves_sent_back: lovedBack,
  }
}

/** A phrase given, as the catalog of the export's language says it; the stored words for one it lacks. */
const labelIn = (catalog: FeedbackCatalog, row: { phrase: string; label: string }) =>
  catalog.phrases.find((phrase) => phrase.slug === row.phrase)?.label ?? row.label
