import { AppError } from '../../lib/app-error'
import type { SectionTarget } from './guide-port'

function fieldError(path: string, message: string) {
  return new AppError(422, 'VALIDATION', message, [{ path, message }])
}

/**
 * Which report section a comment is for, of `sections` (every section a report can have, the
 * guide's); refuses sections no report can have.
 */
export function commentTarget(sections: readonly SectionTarget[], sectionSlug: string, traumaSlug?: string) {
  const section = sections.find((s) => s.sectionSlug === sectionSlug)
  if (!section) throw fieldError('body.section_slug', 'There is no report section with that name.')
  if (section.traumaSlug === null) {
    if (traumaSlug)
      throw fieldError('body.trauma_slug', 'Only a section about one experience takes a trauma_slug.')
    return { sectionSlug, traumaSlug: null }
  }
  if (traumaSlug && traumaSlug !== section.traumaSlug)
    throw fieldError('body.trauma_slug', 'This does not match the section the comment is for.')
  return { sectionSlug, traumaSlug: section.traumaSlug }
}
