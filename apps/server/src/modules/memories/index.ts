// The memories module's public entry: what app.ts and other modules may use.
export { registerMemories } from './memories.plugin'
export { memoriesPersonalData } from './memories-personal-data'
export { createMemorySubject } from './memory-subject.repository'
export { joinMemoryAsM, memoriesAsM, memoryCounts, type MemoryCounts } from './memory-statements'
export { recountListedBlocks } from './listed-blocks'
