import { describe, expect, it } from 'vitest'
import { mentionsSelfHarm } from './crisis-words'

describe('words that offer the composer’s private crisis note', () => {
  it('are found in Spanish writing too, with or without accents, in either gender', () => {
    for (const text of [
      'Había noches en que QUERÍA MORIR.',
      'Pensé en el suicidio muchas veces',
      'A veces me hacía daño en los brazos',
      'Ojalá estuviera muerta, pensaba',
      'Ojala estuviera muerto',
      'Tomé una sobredosis a los quince',
      'Creía que estarían mejor sin mí.',
    ])
      expect(mentionsSelfHarm(text), text).toBe(true)
  })

  it('are not found in ordinary Spanish writing about hard things', () => {
    for (const text of [
      'Mi padre gritaba mucho y yo me escondía en el armario.',
      'Me corté el pelo yo sola antes de la boda de mi tía.',
      'La muerte de mi abuela me cambió la infancia.',
    ])
      expect(mentionsSelfHarm(text), text).toBe(false)
  })
})
