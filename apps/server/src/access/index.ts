// The read-policy layer's public entry (decision 073): who may read a memory, a comment, a me too or
// a person, and what of its author they see, as SQL conditions the modules write into their own
// statements and as the look-ups of a memory someone acts on. Below the modules, above db/: it
// reads relations, visibility and names and writes nothing. Modules import it from here only
// (lint: kindred/access-boundaries); the files behind it can change without them noticing.
export {
  blockedEitherWay,
  blockedFromComment,
  connected,
  connectionsOf,
  type Id,
  relationVersionOf,
  unseenPeople,
} from './people-relations'
export { listableBy, listDifference, readableBy } from './memory-rules'
export { memoryAbilities, type MemoryReader } from './memory-abilities'
export {
  type CommentReader,
  mayWrite,
  memoryCommentAbilities,
  sectionCommentAbilities,
} from './comment-abilities'
export {
  findReadableMemories,
  findReadableMemory,
  memoryAccessColumns,
  memoryAccessOf,
  type MemoryAccess,
  type MemoryAccessRow,
} from './memory-access'
export {
  ANONYMOUS_MEMORY_AUTHOR,
  commentListedFor,
  type Exempt,
  liveCommentFor,
  readsAsVisitor,
  type Reader,
  sectionCommentShown,
  shownTo,
} from './comment-rules'
export {
  moderationStatus,
  moderationStatusIn,
  type ModerationStatusRead,
  someoneElseModerates,
} from './moderation-status'
