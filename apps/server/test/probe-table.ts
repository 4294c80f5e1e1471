import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { text } from '@kindred/contract/text'

/**
 * Test-only routes that write to a probe table, so a test can show that a refused request
 * changed nothing. Registered by tests through buildTestApp's `extend`, never by the app.
 */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.database.db.execute(
    sql`create table if not exists probe (id serial primary key, note text not null)`,
  )
  const NoteSchema = z.object({ note: text({ min: 1, max: 50 }) })
  app.post('/test/probe/', { schema: { body: NoteSchema } }, async (request, reply) => {
    await app.database.db.execute(sql`insert into probe (note) values (${request.body.note})`)
    return reply.status(201).send({ saved: true })
  })
  app.get('/test/probe/:note/touch/', { config: { stateChanging: true } }, async (request) => {
    const { note } = request.params as { note: string }
    await app.database.db.execute(sql`insert into probe (note) values (${note})`)
    return { saved: true }
  })
  // A write whose only input is in its path, like deleting a guide session: it has no body.
  app.delete('/test/probe/:note/', async (request) => {
    const { note } = request.params as { note: string }
    await app.database.db.execute(sql`insert into probe (note) values (${note})`)
    return { saved: true }
  })
  app.get(
    '/test/probe/search',
    { schema: { querystring: z.object({ q: text({ max: 50 }).optional() }) } },
    async () => ({
      ok: true,
    }),
  )
  app.get('/test/explode', async () => {
    // A real database error, the kind whose text must never reach the client.
    await app.database.db.execute(sql.raw(`select * from "no_such_table_xyz" where note = 'unterminated`))
  })
}

export async function probeCount(app: FastifyInstance): Promise<number> {
  const result = await app.database.db.execute(sql`select count(*)::int as n from probe`)
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n
}
