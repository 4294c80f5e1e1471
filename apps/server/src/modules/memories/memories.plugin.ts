import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RuleLabels } from '../../lib/rule-labels'
import { loadServerKey } from '../../lib/server-keys'
import { sealedBox } from '../../lib/sealed-box'
import { paths } from '../../paths'
import { readMemoriesContent } from './content/read-memories-content'
import { loadTagCatalogs } from './content/tag-catalog'
import { inEveryLanguage } from '../../content/content-languages'
import { listCursors } from './list-cursor'
import { memoryWordsIn } from './memory-words'
import { createMemoriesRepository } from './memories.repository'
import type { MemoriesDeps } from './memories-deps'
import { createMemoryHidesRepository } from './memory-hides.repository'
import { createMemorySearchRepository } from './memory-search.repository'
import { createMemoryTagsRepository } from './memory-tags.repository'
import { hideRoutes } from './routes/hides.routes'
import { memoryListRoutes } from './routes/lists.routes'
import { memoryRoutes } from './routes/memories.routes'
import { tagRoutes } from './routes/tags.routes'
import { registerRoutes } from '../../plugins/route-options'

/**
 * Memories (SPEC §5): tags from content/memories, the memory, its lists, search and hides. A
 * memory's author reads the rule a moderator named in `ruleLabels`' words (the moderation module's).
 */
export async function registerMemories(app: FastifyInstance, clock: Clock, ruleLabels: RuleLabels) {
  const { db } = app.database
  const memories = createMemoriesRepository(db)
  // The repositories over each database a lag-tolerant read may run on, made once for each.
  const onDatabase = new WeakMap<Db, MemoriesDeps>()
  const depsOver = (readDb: Db): MemoriesDeps => {
    const known = onDatabase.get(readDb)
    if (known) return known
    const readMemories = createMemoriesRepository(readDb)
    const made: MemoriesDeps = {
      ...deps,
      db: readDb,
      memories: readMemories,
      tags: createMemoryTagsRepository(readDb),
      search: createMemorySearchRepository(readDb, readMemories),
    }
    onDatabase.set(readDb, made)
    return made
  }
  const tags = await loadTagCatalogs(
    db,
    await inEveryLanguage((language) => readMemoriesContent(paths.content, language)),
  )
  const catalogs = memoryWordsIn(tags, ruleLabels)
  const deps: MemoriesDeps = {
    db,
    clock,
    catalog: catalogs.en,
    catalogs,
    memories,
    hides: createMemoryHidesRepository(db),
    tags: createMemoryTagsRepository(db),
    search: createMemorySearchRepository(db, memories),
    cards: app.sharedAnswers,
    // Deterministic: one place in a list seals to one URL, which the visitor cache can keep.
    cursors: listCursors(sealedBox(await loadServerKey(db, 'list-cursors'), { deterministic: true })),
    newAccounts: {
      periodMs: app.config.newAccountMs,
      memoriesPerDay: app.config.rateLimits.newAccountMemoriesPerDay.limit,
      limits: app.limits,
    },
    over: (readDb) => (readDb === db ? deps : depsOver(readDb)),
  }
  // The visitor cache serves a kept answer only while the memories it shows are unchanged (decision 060).
  app.visitorAnswers.checkVersionsWith((pairs) => memories.currentVersions(pairs))
  await registerRoutes(app, deps, [memoryRoutes, memoryListRoutes, tagRoutes, hideRoutes])
}
