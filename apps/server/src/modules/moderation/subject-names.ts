import type { SubjectFacts } from '../../lib/subjects'
import type { ModerationDeps } from './moderation-deps'

/** Where a moderator opens a subject: its memory, at the comment when it is one. */
export function linkOf(facts: SubjectFacts | null): string | null {
  if (!facts || facts.memoryLink === null) return null
  const page = `/memories/m/${facts.memoryLink}`
  return facts.commentId === null ? page : `${page}#comment-${facts.commentId}`
}

/** The moderators of `ids` by id, as the log and the appeals name them (gone once erased): one statement. */
export async function moderatorNames(deps: ModerationDeps, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.flatMap((id) => (id === null ? [] : [Number(id)])))]
  const facts = await deps.subjects.person().describe(wanted)
  return (id: string | null) => {
    const person = id === null ? undefined : facts.get(Number(id))
    return person ? { public_id: person.publicKey, display_name: person.text } : null
  }
}
