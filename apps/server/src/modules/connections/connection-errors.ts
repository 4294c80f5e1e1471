import { AppError } from '../../lib/app-error'

/** A request or connection that is not there, or not one the person may act on (SPEC §2). */
export const connectionNotFound = () =>
  new AppError(404, 'NOT_FOUND', 'This request or connection is not here, or is not yours to answer.')

/** A memory the person may not read does not exist for them (SPEC §2). */
export const memoryNotFound = () =>
  new AppError(404, 'NOT_FOUND', 'This memory is not here, or is not shared with you.')

export const personNotFound = () => new AppError(404, 'NOT_FOUND', 'This person is not here.')

export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message)
