import { CrisisLinesFileSchema } from '@kindred/contract/safety'
import file from '@content/safety/crisis-lines.json'
import { describe, expect, it } from 'vitest'
import { crisisLines } from './crisis-lines'

describe('crisis lines content', () => {
  it('matches the contract schema', () => {
    const result = CrisisLinesFileSchema.safeParse(file)
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('includes the lines SPEC §10 names, in the file’s order', () => {
    expect(crisisLines.map((line) => line.href)).toEqual(expect.arrayContaining(['tel:988', 'tel:116123']))
    expect(crisisLines.some((line) => line.href.includes('findahelpline.com'))).toBe(true)
    const orders = crisisLines.map((line) => line.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })
})
