import { PASSWORD_MAX, PASSWORD_MIN } from '@kindred/contract/identity-constants'
import type { contractFieldsEn } from './contract-fields-en'

// The contract's own words for a field (contract-fields-en.ts), in Spanish.
export const contractFieldsEs: Readonly<Record<keyof typeof contractFieldsEn, string>> = {
  'fields.writeSomething': 'Escribe algo, por favor.',
  'fields.plainTextOnly': 'Usa solo texto sin formato, por favor.',
  'fields.nothingToChange': 'No hay nada que cambiar.',
  'fields.notAComment': 'No es un comentario.',
  'fields.notAConnection': 'No es una conexión.',
  'fields.notAPerson': 'No es una persona.',
  'fields.notANotification': 'No es una notificación.',
  'fields.atLeastOneMemory': 'Al menos un recuerdo.',
  'fields.consent': 'Acepta antes de que podamos guardar tus respuestas, por favor.',
  'fields.groupIds': 'Indica los ids de los grupos como números separados por comas.',
  'fields.email': 'Escribe una dirección de correo como nombre@ejemplo.com.',
  'fields.passwordTooShort': `Usa al menos ${PASSWORD_MIN} caracteres.`,
  'fields.passwordTooLong': `Usa como máximo ${PASSWORD_MAX} caracteres.`,
  'fields.displayName': "Usa solo letras, números, espacios y . ' _ -",
  'fields.linkIncomplete': 'Este enlace no está completo.',
  'fields.mustBeNumber': 'debe ser un número',
  'fields.titleOneLine': 'El título es una sola línea de texto sin formato.',
  'fields.eachTagOnce': 'Cada etiqueta una sola vez.',
  'fields.eachWarningOnce': 'Cada aviso una sola vez.',
  'fields.eachFilterOnce': 'Cada filtro una sola vez.',
  'fields.tagIdsNumbers': 'los ids de las etiquetas son números',
  'fields.reportTargets': 'Uno de 1 (recuerdo), 2 (comentario), 3 (persona), 4 (comentario de la guía).',
  'fields.timeZone': 'No es una zona horaria que conozcamos, p. ej., "Europe/Madrid".',
  'fields.notAPushKey': 'No es una clave push.',
  'fields.meTooToMemory': 'Un «A mí también» va a un recuerdo.',
  'fields.noteWithMeToo': 'Una nota solo acompaña a un «A mí también».',
  'fields.anonymousMeTooOnly': 'Solo un «A mí también» puede ser anónimo.',
  'fields.memoryOrComment': 'Indica un recuerdo (shareable_link) o un comentario (comment_id).',
}
