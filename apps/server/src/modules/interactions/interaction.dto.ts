import type {
  FeedbackPhrase,
  MeToo,
  Person,
  ReactionResponse,
  VoteResponse,
} from '@kindred/contract/interactions'
import type { CatalogPhrase } from './content/feedback-catalog'
import type { MeTooRow } from './reactions.repository'
import type { ReactionResult } from './use-cases/reaction-target'
import type { VoteResult } from './use-cases/vote'
import type { VoterRow } from './votes.repository'

const iso = (value: Date | string) => new Date(value).toISOString()

export const toReactionDto = (result: ReactionResult): ReactionResponse => ({
  reaction: result.reaction,
  target: result.target,
  active: result.active,
  counts: result.counts,
})

/** A me-too as its memory's author sees it: no giver when anonymous (SPEC §6). */
export const toMeTooDto = (row: MeTooRow): MeToo => ({
  id: Number(row.id),
  giver:
    row.anonymous || row.giver_public_id === null || row.giver_display_name === null
      ? null
      : { public_id: row.giver_public_id, display_name: row.giver_display_name },
  note: row.note,
  loved_back: row.loved_back_at !== null,
  created_at: iso(row.created_at),
})

export const toVoteDto = (result: VoteResult): VoteResponse => ({
  shareable_link: result.shareableLink,
  voted: result.voted,
  count: result.count,
})

export const toVoterDto = (row: VoterRow): Person => ({
  public_id: row.public_id,
  display_name: row.display_name,
})

export const toFeedbackPhraseDto = (phrase: CatalogPhrase): FeedbackPhrase => ({
  id: phrase.id,
  slug: phrase.slug,
  label: phrase.label,
  applies_to: phrase.appliesTo,
})
