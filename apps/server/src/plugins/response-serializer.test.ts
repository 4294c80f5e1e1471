import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { responseSerializer } from './response-serializer'

const Card = z.object({
  id: z.string(),
  title: z.string(),
  format: z.enum(['story', 'note']),
  pattern: z.string(),
  edited_at: z.iso.datetime().nullable(),
  author: z.object({ public_id: z.string(), display_name: z.string() }).nullable(),
  counts: z.object({ me_too: z.number().int() }),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
})

/** An app with one route answering `answer` under the Card schema. */
async function appAnswering(answer: unknown, checkAgainstContract: boolean) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializer({ checkAgainstContract }))
  app.get('/card', { schema: { response: { 200: Card } } }, async () => answer)
  await app.ready()
  return app
}

const card = {
  id: '7',
  title: 'The kitchen radio "loud"\u2028',
  format: 'story',
  pattern: 'a field named as a keyword',
  edited_at: null,
  author: { public_id: 'p1', display_name: 'Quiet Fern' },
  counts: { me_too: 3 },
  tags: [{ id: 1, name: 'Home' }],
}

describe('answers written by the compiled serializer', () => {
  it('are the bytes the contract would write, in and out of test runs', async () => {
    for (const check of [true, false]) {
      const app = await appAnswering(card, check)
      const res = await app.inject('/card')
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(JSON.stringify(Card.parse(card)))
      await app.close()
    }
  })

  it('never carry a field the contract does not name', async () => {
    const app = await appAnswering(
      { ...card, author_id: '42', author: { ...card.author, email: 'a@b.c' } },
      false,
    )
    const res = await app.inject('/card')
    expect(res.body).not.toContain('42')
    expect(res.body).not.toContain('a@b.c')
    expect(res.json()).toEqual(Card.parse(card))
    await app.close()
  })

  it('fail, in test runs, when an answer breaks the contract', async () => {
    const app = await appAnswering({ ...card, counts: { me_too: 1.5 } }, true)
    const res = await app.inject('/card')
    expect(res.statusCode).toBe(500)
    await app.close()
  })
})
