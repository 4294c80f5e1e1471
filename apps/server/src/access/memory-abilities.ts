import type { CommentAbility, MemoryAbilities } from '@kindred/contract/memories'
import type { MemoryAccess } from './memory-access'

/**
 * Who reads, as far as what they may do depends on it: a visitor, a signed-in person who did not
 * write the memory (a moderator too), or its author. Nothing finer: the cards and pages carrying
 * these are shared by every reader of one kind (decisions 028, 042), and what the reader is to the
 * author (connected, blocked, muted) must not show on an anonymous memory (decision 036).
 */
export type MemoryReader = 'visitor' | 'member' | 'author'

type Facts = Pick<MemoryAccess, 'visibility' | 'anonymous' | 'commentsPolicy'>

/**
 * The memory's comments policy for this reader (SPEC §6), as the comments module applies it when
 * they post: `off`, nobody; `connections`, the author and their connections (on a connections-only
 * memory every other reader is one; on an anonymous one nobody else, which would tell them whose it
 * is; on a named public one, whether they are connected is checked when they post).
 */
function commentAbility(memory: Facts, reader: MemoryReader): CommentAbility {
  if (memory.commentsPolicy === 'off') return 'no'
  const member: CommentAbility =
    reader === 'author' || memory.commentsPolicy === 'everyone' || memory.visibility === 'connections'
      ? 'yes'
      : memory.anonymous
        ? 'no'
        : 'if_connected'
  return reader === 'visitor' && member !== 'no' ? 'sign_in' : member
}

/**
 * What `reader` may do with a memory they can read (decision 078), from its own columns, read by
 * every statement that reads a memory: no statement more. The answers carry it so the web does not
 * decide it again.
 */
export function memoryAbilities(memory: Facts, reader: MemoryReader): MemoryAbilities {
  const author = reader === 'author'
  const other = reader === 'member'
  return {
    edit: author,
    delete: author,
    share: memory.visibility !== 'private',
    hide: other,
    report: other,
    react: other,
    connect: other && !memory.anonymous,
    comment: commentAbility(memory, reader),
  }
}
