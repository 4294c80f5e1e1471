import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { moveFocus, QUIET_FOCUS, trackInputModality } from './move-focus'

let stop: () => void
let heading: HTMLHeadingElement

beforeEach(() => {
  stop = trackInputModality()
  heading = document.createElement('h2')
  heading.tabIndex = -1
  document.body.append(heading)
})
afterEach(() => {
  stop()
  heading.remove()
})

const press = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
const tap = () => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))

describe('moving focus for the person', () => {
  it('after a click or a tap, focuses quietly: no ring until a key is pressed', () => {
    tap()
    moveFocus(heading)
    expect(document.activeElement).toBe(heading)
    expect(heading.hasAttribute(QUIET_FOCUS)).toBe(true)
    press()
    expect(heading.hasAttribute(QUIET_FOCUS)).toBe(false)
  })

  it('after a key press, focuses with the ring', () => {
    tap()
    press()
    moveFocus(heading)
    expect(document.activeElement).toBe(heading)
    expect(heading.hasAttribute(QUIET_FOCUS)).toBe(false)
  })

  it('forgets the quiet mark when focus leaves', () => {
    tap()
    moveFocus(heading)
    heading.blur()
    expect(heading.hasAttribute(QUIET_FOCUS)).toBe(false)
  })
})
