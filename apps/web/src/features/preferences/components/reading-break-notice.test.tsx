import { i18n } from '@lingui/core'
import { act, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { queryClient } from '@/lib/query-client'
import { PreferencesProvider } from '../hooks/preferences-context'
import { usePreferenceStore } from '../stores/preference-store'
import { useReadingStretchStore } from '../stores/reading-stretch-store'
import { readingBreaksCategory } from '../testing/reading-break-options'
import { READING_BREAK_MESSAGE, ReadingBreakNotice } from './reading-break-notice'

const MINUTE = 60_000
let visibility: DocumentVisibilityState = 'visible'

/** A visitor's preferences (this tab's storage) with the reading break chosen. */
function choose(slug: string) {
  usePreferenceStore.setState({ categories: [readingBreaksCategory(slug)] })
}

function renderNotice(reading = true) {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider signedIn={false}>
          <button type="button">Read on</button>
          <ReadingBreakNotice reading={reading} />
        </PreferencesProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

const read = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const message = () => screen.queryByText(i18n._(READING_BREAK_MESSAGE))

function setTabInView(inView: boolean) {
  visibility = inView ? 'visible' : 'hidden'
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  useReadingStretchStore.setState({ readMs: 0, due: false })
  usePreferenceStore.setState({ categories: [] })
})
afterEach(() => vi.useRealTimers())

/** Nothing until `ms` more of reading, then the note, to the second. */
function expectNoteAfter(ms: number) {
  read(ms - 1000)
  expect(message()).toBeNull()
  read(1000)
  expect(message()).not.toBeNull()
}

describe('the reminder to take a breath', () => {
  it('appears after the chosen minutes of reading, calmly, without taking focus', () => {
    choose('after-10-minutes')
    renderNotice()
    const elsewhere = screen.getByRole('button', { name: 'Read on' })
    elsewhere.focus()

    read(10 * MINUTE - 1000)
    expect(message()).toBeNull()
    read(1000)
    expect(screen.getByRole('status').textContent).toBe(i18n._(READING_BREAK_MESSAGE))
    expect(screen.getByRole('link', { name: 'Support and crisis lines' }).getAttribute('href')).toBe('/help')
    expect(screen.getByRole('button', { name: 'Thanks, keep reading' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(elsewhere)
  })

  it('counts only the time the tab is in view', () => {
    choose('after-10-minutes')
    renderNotice()
    read(6 * MINUTE)
    setTabInView(false)
    read(60 * MINUTE)
    expect(message()).toBeNull()

    setTabInView(true)
    expectNoteAfter(4 * MINUTE)
  })

  it('never appears when reminders are off (the default)', () => {
    choose('off')
    renderNotice()
    read(3 * 60 * MINUTE)
    expect(message()).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('does not count away from the memories screens', () => {
    choose('after-10-minutes')
    renderNotice(false)
    read(60 * MINUTE)
    expect(message()).toBeNull()
    expect(useReadingStretchStore.getState().readMs).toBe(0)
  })

  it('"Thanks, keep reading" hides it, keeps focus in place, and starts a new stretch', () => {
    choose('after-20-minutes')
    const { container } = renderNotice()
    read(20 * MINUTE)
    act(() => screen.getByRole('button', { name: 'Thanks, keep reading' }).click())
    expect(message()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Thanks, keep reading' })).toBeNull()
    // Focus stays where the note was, not lost to the top of the page.
    expect(container.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).not.toBe(document.body)

    expectNoteAfter(20 * MINUTE)
  })

  it('carries the stretch from one memories screen to the next', () => {
    choose('after-10-minutes')
    const feed = renderNotice()
    read(7 * MINUTE)
    feed.unmount()

    renderNotice()
    expectNoteAfter(3 * MINUTE)
  })

  it('follows a change of the choice: a shorter stretch already passed shows at once', () => {
    choose('after-30-minutes')
    renderNotice()
    read(15 * MINUTE)
    expect(message()).toBeNull()
    act(() => choose('after-10-minutes'))
    read(0)
    expect(message()).not.toBeNull()
  })
})
