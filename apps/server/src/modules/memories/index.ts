// The memories module's public entry: what app.ts and other modules may use.
export { registerMemories } from './memories.plugin'
export { memoriesPersonalData } from './memories-personal-data'
export { findReadableMemories, findReadableMemory, type MemoryAccess } from './memory-access'
export { readableBy } from './memory-visibility'
export { moderateMemory, type MemoryModeration } from './use-cases/moderate-memory'
