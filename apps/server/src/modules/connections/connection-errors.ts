import { AppError } from '../../lib/app-error'
import type { Message } from '../../lib/messages'

/** A request or connection that is not there, or not one the person may act on (SPEC §2). */
export const connectionNotFound = () => new AppError(404, 'NOT_FOUND', 'connections.notFound')

/** A memory the person may not read does not exist for them (SPEC §2). */
export const memoryNotFound = () => new AppError(404, 'NOT_FOUND', 'memories.notFound')

export const personNotFound = () => new AppError(404, 'NOT_FOUND', 'connections.personNotFound')

export const forbidden = (message: Message) => new AppError(403, 'FORBIDDEN', message)
