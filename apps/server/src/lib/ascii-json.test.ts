import { describe, expect, it } from 'vitest'
import { asciiJson } from './ascii-json'

describe('asciiJson', () => {
  it('writes the same value in ASCII alone', () => {
    const value = {
      title: 'Grandmother’s kitchen — “quiet” 😀',
      body: 'é à ß 漢字 \u2028 \u00a0 plain "quoted" \\ back',
      tags: ['naïve', 'ok'],
      n: 3,
    }
    const written = asciiJson(JSON.stringify(value))
    expect([...written].every((character) => character.charCodeAt(0) < 0x80)).toBe(true)
    expect(JSON.parse(written)).toEqual(value)
  })

  it('leaves ASCII JSON as it is', () => {
    const json = JSON.stringify({ a: 'plain text', b: [1, 2, 3] })
    expect(asciiJson(json)).toBe(json)
  })
})
