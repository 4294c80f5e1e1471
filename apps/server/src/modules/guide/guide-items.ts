import { RATHER_NOT_SAY } from '@kindred/contract/guide-content'
import { AppError } from '../../lib/app-error'
import { message } from '../../lib/messages'
import type { GuideCatalog } from './content/guide-catalog'

/** The guide's question with this id, or the 404 of one that is not part of the guide. */
export function itemOrThrow(catalog: GuideCatalog, itemId: number) {
  const item = catalog.itemById.get(itemId)
  if (!item) throw new AppError(404, 'ITEM_NOT_FOUND', 'guide.itemNotFound')
  return item
}

/** The offered option with this value; anything else is a 422 naming the choices. */
export function optionOrThrow(item: ReturnType<typeof itemOrThrow>, value: string) {
  const option = item.options.find((o) => o.value === value)
  if (!option) {
    throw new AppError(422, 'VALIDATION', 'guide.chooseAnswer', [
      {
        path: 'body.value',
        message: message('guide.chooseOneOf', { values: item.options.map((o) => o.value).join(', ') }),
      },
    ])
  }
  return option
}

export const isRatherNotSay = (value: string) => value === RATHER_NOT_SAY
