import { AppError } from '../../lib/app-error'
import type { MessageId } from '../../lib/messages'
import type { SectionTarget } from './guide-port'

function fieldError(path: string, message: MessageId) {
  return new AppError(422, 'VALIDATION', message, [{ path, message }])
}

/**
 * Which report section a comment is for, of `sections` (every section a report can have, the
 * guide's); refuses sections no report can have.
 */
export function commentTarget(sections: readonly SectionTarget[], sectionSlug: string, traumaSlug?: string) {
  const section = sections.find((s) => s.sectionSlug === sectionSlug)
  if (!section) throw fieldError('body.section_slug', 'comments.noSuchSection')
  if (section.traumaSlug === null) {
    if (traumaSlug) throw fieldError('body.trauma_slug', 'comments.traumaSlugNotTaken')
    return { sectionSlug, traumaSlug: null }
  }
  if (traumaSlug && traumaSlug !== section.traumaSlug)
    throw fieldError('body.trauma_slug', 'comments.traumaSlugMismatch')
  return { sectionSlug, traumaSlug: section.traumaSlug }
}
