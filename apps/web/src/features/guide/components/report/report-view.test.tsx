import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { useGuideSessionStore } from '../../stores/guide-session-store'
import { useGuideStore } from '../../stores/guide-store'
import { API, emptyComments, report, SESSION_ID } from '../../testing/guide-fixtures'

const routes = (status: 'partial' | 'complete' = 'complete') => ({
  [`GET ${API}/report/get/`]: jsonResponse(200, report(status)),
  [`GET ${API}/comments/list/`]: jsonResponse(200, emptyComments),
  [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
})

const section = (name: RegExp) => screen.getByRole('region', { name })
const shown = () =>
  ['Your ACE score', 'Physical abuse', 'What might help next'].filter(
    (title) => screen.queryByRole('region', { name: new RegExp(title) }) !== null,
  )

beforeEach(() => {
  useGuideSessionStore.getState().setSession({ session_id: SESSION_ID, expires_at: '2030-01-01T00:00:00Z' })
  useGuideStore.getState().setData({ myReportId: 7 })
  useGuideStore.getState().setGoToReport(true)
})

describe('the report', () => {
  it('comes back to the stored report with GET /report/get and says gently what the scores mean', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const heading = await screen.findByRole('heading', { level: 2, name: /Your report/ })
    expect(heading.textContent).toContain('Complete')
    const main = screen.getByRole('main').textContent ?? ''
    expect(main).toContain('1 of 10')
    expect(main).toContain('2 of 7')
    expect(main).not.toMatch(/high risk/i)
    expect(main).toContain('not a diagnosis')
  })

  it('labels a partial report as not finished', async () => {
    fakeApi(routes('partial'))
    renderApp('/guide')
    expect((await screen.findByRole('heading', { level: 2, name: /Your report/ })).textContent).toContain(
      'Not finished: your report so far',
    )
  })

  it('jumps to a section with its numbered shortcut', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const nav = await screen.findByRole('navigation', { name: 'Sections of your report' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      '11. Your ACE score, in context',
      '22. Physical abuse',
      '33. What might help next',
    ])
    await userEvent.click(links[1]!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('2. Physical abuse'))
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 2: true })
  })

  it('focuses on one section (exclusive selection) and shows all again', async () => {
    fakeApi(routes())
    renderApp('/guide')
    await screen.findByRole('heading', { level: 2, name: /Your report/ })
    await userEvent.click(screen.getByRole('button', { name: /Focus on this section.*Physical abuse/ }))

    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: false, 2: true, 3: false })
    expect(shown()).toEqual(['Physical abuse'])
    expect(screen.getByText(/You are looking at one section: 2. Physical abuse/)).toBeTruthy()
    expect(screen.getByText(/Showing only section 2, Physical abuse/)).toBeTruthy()

    const nav = screen.getByRole('navigation', { name: 'Sections of your report' })
    await userEvent.click(within(nav).getByRole('link', { name: /What might help next/ }))
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: false, 2: false, 3: true })
    expect(shown()).toEqual(['What might help next'])

    await userEvent.click(within(nav).getByRole('button', { name: 'Show all sections' }))
    expect(shown()).toEqual(['Your ACE score', 'Physical abuse', 'What might help next'])
  })

  it('draws the score chart as one labelled image, with a visible table of the same figures', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const chart = await screen.findByRole('img', { name: 'Your ACE score beside the CDC–Kaiser study' })
    expect(chart.tagName.toLowerCase()).toBe('svg')
    expect(chart.querySelector('title')?.textContent).toBe('Your ACE score beside the CDC–Kaiser study')
    expect(chart.querySelector('desc')?.textContent).toContain('Your score, 1, is in the bar for 1')

    const table = screen.getByRole('table', { name: 'Adults in the CDC–Kaiser study, by ACE score' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      'ACE scoreShare of adults',
      '036.1 %',
      '1 (your score: 1)26.0 %',
      '215.9 %',
      '39.5 %',
      '4 or more12.5 %',
    ])
  })

  it('renders prevalence, the memories link, numbered sources, and the crisis lines', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const abuse = await waitFor(() => section(/Physical abuse/))
    expect(abuse.textContent).toContain('about 28 in 100 adults')
    expect(
      within(abuse).getByRole('link', { name: 'Read memories about physical abuse' }).getAttribute('href'),
    ).toBe('/memories?tag=physical-abuse')
    expect(within(abuse).getByRole('link', { name: 'Source 1' }).getAttribute('href')).toBe(
      '#report-section-trauma-physical-abuse-source-1',
    )
    expect(within(abuse).getByText(/CDC. ACE data and statistics./)).toBeTruthy()
    const next = section(/What might help next/)
    expect(within(next).getByRole('link', { name: 'Call or text 988' }).getAttribute('href')).toBe('tel:988')
  })
})
