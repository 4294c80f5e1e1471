import { AppError } from '../../lib/app-error'
import { FIXED_SECTIONS, traumaSectionSlug } from './build-report'
import type { GuideCatalog } from './content/guide-catalog'

function fieldError(path: string, message: string) {
  return new AppError(422, 'VALIDATION', message, [{ path, message }])
}

/** Which report section a comment is for; refuses sections no report can have. */
export function commentTarget(catalog: GuideCatalog, sectionSlug: string, traumaSlug?: string) {
  if ((FIXED_SECTIONS as readonly string[]).includes(sectionSlug)) {
    if (traumaSlug)
      throw fieldError('body.trauma_slug', 'Only a section about one experience takes a trauma_slug.')
    return { sectionSlug, traumaSlug: null }
  }
  const type = catalog.types.find((t) => traumaSectionSlug(t.slug) === sectionSlug)
  if (!type) throw fieldError('body.section_slug', 'There is no report section with that name.')
  if (traumaSlug && traumaSlug !== type.slug)
    throw fieldError('body.trauma_slug', 'This does not match the section the comment is for.')
  return { sectionSlug, traumaSlug: type.slug }
}
