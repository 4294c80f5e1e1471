import { beforeEach, describe, expect, it } from 'vitest'
import { storageContents } from '@/test/storage'
import { toTextSize, useTextSizeStore } from './text-size-store'

beforeEach(() => {
  useTextSizeStore.setState({ percent: 100 })
  localStorage.clear()
})

describe('text size', () => {
  it('steps from 100 % up to 200 % and no further, and back down to 100 % and no lower', () => {
    const { increase, decrease } = useTextSizeStore.getState()
    const seen: number[] = []
    for (let i = 0; i < 6; i += 1) {
      increase()
      seen.push(useTextSizeStore.getState().percent)
    }
    expect(seen).toEqual([125, 150, 175, 200, 200, 200])
    for (let i = 0; i < 6; i += 1) decrease()
    expect(useTextSizeStore.getState().percent).toBe(100)
  })

  it('never applies a size outside 100–200 %', () => {
    expect([toTextSize(50), toTextSize(300), toTextSize(160), toTextSize('big'), toTextSize(NaN)]).toEqual([
      100, 200, 150, 100, 100,
    ])
  })

  it('is kept in localStorage under kindred-text-size only, and a tampered value is clamped on reload', async () => {
    useTextSizeStore.getState().increase()
    expect(storageContents(localStorage)).toEqual({
      'kindred-text-size': { state: { percent: 125 }, version: 0 },
    })
    localStorage.setItem('kindred-text-size', JSON.stringify({ state: { percent: 900 }, version: 0 }))
    await useTextSizeStore.persist.rehydrate()
    expect(useTextSizeStore.getState().percent).toBe(200)
  })
})
