import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { GUIDE_PREFIX, StyleParamsSchema, StylesResponseSchema } from '@kindred/contract/guide'
import type { CaregiverStyle } from '@kindred/contract/guide-content'
import { AppError } from '../../../lib/app-error'
import { combinationOf } from '../build-report'
import { collectSourceKeys } from '../content/read-guide-content'
import type { GuideDeps } from '../guide-deps'

const tags = ['guide']

/**
 * What research says about the people who raised you (SPEC §4.3). With `google_id` (the signed-in
 * person's own public id) the pair is also saved to their guide and their report rebuilt, which is
 * why this GET is guarded like a write.
 */
export function guideStyleRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  const { catalog, sessions, answers, reports } = deps
  const { styles } = catalog.content
  const styleOf = (slug: CaregiverStyle) => {
    const s = styles.styles.find((x) => x.slug === slug)!
    return { slug: s.slug, name: s.name, description: s.description.map(catalog.block) }
  }

  async function saveToGuide(userId: number, a: CaregiverStyle, b: CaregiverStyle) {
    const session = await sessions.latestFor(userId)
    if (!session) return false
    for (const [slug, value] of [
      ['caregiver-1', a],
      ['caregiver-2', b],
    ] as const) {
      const item = catalog.items.find((i) => i.slug === slug)
      if (item) await answers.upsert(session.id, item.id, value)
    }
    const report = await reports.forSession(session)
    if (report) await reports.generate(session, report.status)
    return true
  }

  return async (app) => {
    app.get(
      `${GUIDE_PREFIX}/styles/:a/:b/`,
      {
        config: { stateChanging: true },
        schema: {
          tags,
          summary: 'Two caregiver styles and what research found about that pair',
          params: StyleParamsSchema,
          querystring: z.object({ google_id: z.string().max(80).optional() }),
          response: { 200: StylesResponseSchema },
        },
      },
      async (request) => {
        const { a, b } = request.params
        const user = request.auth?.user ?? null
        const googleId = request.query.google_id
        if (googleId !== undefined && googleId !== user?.publicId)
          throw new AppError(403, 'FORBIDDEN', 'You can only save to your own guide.')
        const pair = combinationOf(catalog, a, b)!
        const saved = googleId !== undefined && user ? await saveToGuide(user.id, a, b) : false
        return {
          a: styleOf(a),
          b: styleOf(b),
          combination: { title: pair.title, blocks: pair.blocks.map(catalog.block) },
          caveats: styles.caveats.map(catalog.block),
          sources: catalog.sourcesOf(
            collectSourceKeys([
              styles.styles.find((s) => s.slug === a),
              styles.styles.find((s) => s.slug === b),
              pair,
              styles.caveats,
            ]),
          ),
          saved,
        }
      },
    )
  }
}
