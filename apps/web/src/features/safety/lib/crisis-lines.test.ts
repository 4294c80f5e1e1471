import { CrisisLinesFileSchema } from '@kindred/contract/safety'
import english from '@content/safety/crisis-lines.json'
import spanish from '@content/es/safety/crisis-lines.json'
import { describe, expect, it } from 'vitest'
import { contentLanguage, loadCrisisLines, useCrisisLinesStore } from './crisis-lines'

const linesIn = async (language: 'en' | 'es') => {
  await loadCrisisLines(language)
  return useCrisisLinesStore.getState().loaded[language] ?? []
}

describe('crisis lines content', () => {
  it('matches the contract schema, in English and in Spanish', () => {
    for (const file of [english, spanish]) {
      const result = CrisisLinesFileSchema.safeParse(file)
      expect(result.error?.issues ?? []).toEqual([])
    }
  })

  it('includes the lines SPEC §10 names, in the file’s order', async () => {
    const lines = await linesIn('en')
    expect(lines.map((line) => line.href)).toEqual(expect.arrayContaining(['tel:988', 'tel:116123']))
    expect(lines.some((line) => line.href.includes('findahelpline.com'))).toBe(true)
    const orders = lines.map((line) => line.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('gives a Spanish reader every line, in Spanish, with Spain’s 024 among the first', async () => {
    const [inEnglish, inSpanish] = [await linesIn('en'), await linesIn('es')]
    const spanishNumbers = inSpanish.map((line) => line.href)
    expect(spanishNumbers).toEqual(expect.arrayContaining(inEnglish.map((line) => line.href)))
    expect(spanishNumbers.slice(0, 2)).toEqual(['tel:988', 'tel:024'])
    expect(inSpanish[0]?.contact).toBe('Llama o envía un mensaje de texto al 988')
    expect(inSpanish[0]?.region).toBe('Estados Unidos')
  })

  it('shows the pseudo-language’s readers the English lines', () => {
    expect(contentLanguage('pseudo')).toBe('en')
    expect(contentLanguage('es')).toBe('es')
  })
})
