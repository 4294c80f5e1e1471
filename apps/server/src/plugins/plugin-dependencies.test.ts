import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../lib/clock'
import { ROUTES_NEED, routeSet } from './route-options'
import { suspensionPlugin } from './suspension'

// The order of plugins is declared by the plugins (decision 075): a wrong order fails at start.

const started: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()))
})

/** A bare server with plugins of these names that do nothing: a route set checks only that they came first. */
async function serverWith(names: readonly string[]) {
  const app = Fastify()
  started.push(app)
  for (const name of names) await app.register(fp(async () => {}, { name }))
  return app
}

const notRegistered = (dependency: string) => ({
  code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
  message: expect.stringContaining(`'${dependency}'`),
})

describe('plugins that need others', () => {
  it('refuses the suspension check registered before authentication, whose request.auth it reads', async () => {
    const app = await serverWith([])
    await expect(app.register(suspensionPlugin, { clock: systemClock })).rejects.toMatchObject(
      notRegistered('authentication'),
    )
  })

  it("refuses a module's routes registered before a plugin they need, and takes them after it", async () => {
    const early = await serverWith(ROUTES_NEED.filter((name) => name !== 'suspension'))
    await expect(early.register(routeSet(async () => {}))).rejects.toMatchObject(notRegistered('suspension'))

    const beforeTheGuide = await serverWith(ROUTES_NEED)
    await expect(
      beforeTheGuide.register(routeSet(async () => {}, ['guide-session-links'])),
    ).rejects.toMatchObject(notRegistered('guide-session-links'))

    const inOrder = await serverWith([...ROUTES_NEED, 'guide-session-links'])
    await inOrder.register(
      routeSet(
        async (app) => {
          app.get('/thing', async () => ({ ok: true }))
        },
        ['guide-session-links'],
      ),
    )
    expect((await inOrder.inject({ url: '/thing' })).json()).toEqual({ ok: true })
  })
})
