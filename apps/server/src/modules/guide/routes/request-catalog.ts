import type { FastifyRequest } from 'fastify'
import { languageOf } from '../../../plugins/language'
import type { GuideCatalog } from '../content/guide-catalog'
import type { GuideDeps } from '../guide-deps'

/** The guide's content in the language this request is answered in (decision 083). */
export const catalogFor = (deps: Pick<GuideDeps, 'catalogs'>, request: FastifyRequest): GuideCatalog =>
  deps.catalogs[languageOf(request)]
