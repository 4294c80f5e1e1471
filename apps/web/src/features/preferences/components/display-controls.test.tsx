import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startDocumentSync } from '../lib/document-sync'
import { useTextSizeStore } from '../stores/text-size-store'
import { useThemeStore } from '../stores/theme-store'
import { TextSizeControl } from './text-size-control'
import { ThemeToggle } from './theme-toggle'

let stopSync: () => void

beforeEach(() => {
  useThemeStore.setState({ choice: null })
  useTextSizeStore.setState({ percent: 100 })
  stopSync = startDocumentSync()
})
afterEach(() => stopSync())

describe('theme toggle', () => {
  it('switches the page to dark and back, and says whether it is on', async () => {
    render(<ThemeToggle />)
    const toggle = screen.getByRole('button', { name: 'Dark theme' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(document.documentElement.classList.contains('dark')).toBe(false)

    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('kindred-theme')).toContain('dark')

    await userEvent.click(toggle)
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })

  it('shows its state in words too, while its name stays "Dark theme" and the state is aria-pressed', async () => {
    render(<ThemeToggle />)
    const toggle = screen.getByRole('button', { name: 'Dark theme' })
    expect(toggle.textContent).toBe('Dark themeOff')

    await userEvent.click(toggle)
    expect(toggle.textContent).toBe('Dark themeOn')
    // The word is for the eye; a screen reader hears "pressed" instead of a changing name.
    expect(screen.getByRole('button', { name: 'Dark theme', pressed: true })).toBe(toggle)
    expect(screen.getByText('On').getAttribute('aria-hidden')).toBe('true')
  })
})

describe('text size control', () => {
  it('resizes the root font between 100 % and 200 %', async () => {
    render(<TextSizeControl />)
    const larger = screen.getByRole('button', { name: 'Larger text' })
    const smaller = screen.getByRole('button', { name: 'Smaller text' })
    expect(document.documentElement.style.fontSize).toBe('100%')

    await userEvent.click(larger)
    expect(document.documentElement.style.fontSize).toBe('125%')
    expect(screen.getByRole('status').textContent).toBe('125%')

    for (let i = 0; i < 5; i += 1) await userEvent.click(larger)
    expect(document.documentElement.style.fontSize).toBe('200%')
    expect(larger.getAttribute('aria-disabled')).toBe('true')

    for (let i = 0; i < 6; i += 1) await userEvent.click(smaller)
    expect(document.documentElement.style.fontSize).toBe('100%')
    expect(smaller.getAttribute('aria-disabled')).toBe('true')
  })
})
