import type { FastifyRequest } from 'fastify'
import { languageOf } from '../../../plugins/language'
import type { MemoryWords } from '../memory-words'
import type { MemoriesDeps } from '../memories-deps'

/**
 * The tags in the language this request is answered in: what a memory's answer names them, and the
 * rule a decision named (decision 083).
 */
export const tagsFor = (deps: Pick<MemoriesDeps, 'catalogs'>, request: FastifyRequest): MemoryWords =>
  deps.catalogs[languageOf(request)]
