import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('/help', () => {
  it('says plainly that Kindred is not a crisis service and to call emergency services in danger', () => {
    renderApp('/help')
    const main = screen.getByRole('main')
    expect(main.textContent).toContain('Kindred is not a crisis service')
    expect(main.textContent).toMatch(/call your local emergency number/i)
  })

  it('lists crisis lines as links that dial', async () => {
    renderApp('/help')
    // The lines come in the shown language's own small file, fetched once the language is shown.
    expect(await screen.findByRole('link', { name: 'Call or text 988' })).toBeTruthy()
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(expect.arrayContaining(['tel:988', 'tel:116123']))
  })

  it('explains honestly what quick exit can and cannot hide', () => {
    renderApp('/help')
    const text = screen.getByRole('main').textContent ?? ''
    expect(text).toContain('Shift')
    expect(text).toContain('pressing Back leads to the page you were on before Kindred')
    expect(text).toContain('It cannot erase your browser history')
    // Since decision 056 it signs out, unless the person chose otherwise on their own device.
    expect(text).toContain('It signs you out on this device')
    expect(text).toContain('Stay signed in after a quick exit')
    expect(text).toContain('leaves nothing of Kindred in this browser: no cookie')
    expect(text).toContain('It does not sign you out on your other devices')
    expect(text).toContain('It does not delete anything from Kindred')
    expect(text).toContain('This is a shared device')
    expect(text).toContain('other tabs')
    expect(text).toContain('private (incognito) window')
  })
})
