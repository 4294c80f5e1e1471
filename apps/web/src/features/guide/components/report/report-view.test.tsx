import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { useGuideStore } from '../../stores/guide-store'
import { API, emptyComments, report } from '../../testing/guide-fixtures'
import { withFinishedGuide } from '../../testing/guide-device'
import { tableRows } from '../../testing/report-table'

const routes = (status: 'partial' | 'complete' = 'complete', answered = 35) => ({
  [`GET ${API}/report/get/`]: jsonResponse(200, report(status, answered)),
  [`GET ${API}/comments/list/`]: jsonResponse(200, emptyComments),
  [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
})

const TITLES = ['Your ACE score, in context', 'Physical abuse', 'What might help next']
const section = (name: RegExp) => screen.getByRole('region', { name })
const toggleOf = (title: string) => screen.getByRole('button', { name: new RegExp(`^\\d\\. ${title}$`) })
// Unit tests load no stylesheet: a part hidden on screen is recognised by its class (print: shows it).
const onScreen = (element: Element) => !element.classList.contains('hidden')
const shown = () => TITLES.filter((title) => onScreen(section(new RegExp(title))))
const open = () => TITLES.filter((title) => toggleOf(title).getAttribute('aria-expanded') === 'true')

beforeEach(withFinishedGuide)

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

  it('calls a finished report with questions left out neither complete nor unfinished, and says how many were answered', async () => {
    fakeApi(routes('complete', 25))
    renderApp('/guide')
    const heading = await screen.findByRole('heading', { level: 2, name: /Your report/ })
    expect(heading.textContent).toContain('Finished, with 25 of 35 questions answered')
    expect(heading.textContent).not.toContain('Complete')
    expect(screen.getByRole('main').textContent).toContain('made from the 25 answers you gave')
  })

  it('says how many questions an unfinished report is made from', async () => {
    fakeApi(routes('partial', 10))
    renderApp('/guide')
    const heading = await screen.findByRole('heading', { level: 2, name: /Your report/ })
    expect(heading.textContent).toContain('Not finished: your report so far, from 10 of 35 questions')
  })

  it('opens on a short summary, with every section closed until the person opens it', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const summary = await screen.findByRole('region', { name: 'In short' })
    expect(summary.textContent).toContain('Counted in your ACE score: physical abuse.')
    const first = section(/Your ACE score, in context/)
    expect(summary.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(open()).toEqual([])
    for (const title of TITLES) {
      const panel = document.getElementById(toggleOf(title).getAttribute('aria-controls')!)!
      expect(onScreen(panel), title).toBe(false)
      expect(panel.className).toContain('print:flex')
    }

    await userEvent.click(toggleOf('Physical abuse'))
    expect(open()).toEqual(['Physical abuse'])
    const panel = document.getElementById(toggleOf('Physical abuse').getAttribute('aria-controls')!)!
    expect(onScreen(panel)).toBe(true)
    expect(await within(panel).findByRole('heading', { name: 'What others wrote' })).toBeTruthy()
    await userEvent.click(toggleOf('Physical abuse'))
    expect(open()).toEqual([])
  })

  it('opens every section at once for reading it all through, and closes them again', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const all = await screen.findByRole('button', { name: 'Open all sections' })
    await userEvent.click(all)
    expect(open()).toEqual(TITLES)
    expect(screen.getByRole('button', { name: /^Sources/ }).getAttribute('aria-expanded')).toBe('true')
    expect(all.textContent).toBe('Close all sections')
    expect(document.activeElement).toBe(all)
    await userEvent.click(all)
    expect(open()).toEqual([])
  })

  it('jumps to a section with its numbered shortcut, opening it', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const nav = await screen.findByRole('navigation', { name: 'Sections of your report' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(TITLES.map((t, i) => `${i + 1}${i + 1}. ${t}`))
    await userEvent.click(links[1]!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('2. Physical abuse'))
    expect(document.activeElement?.tagName).toBe('H2')
    expect(open()).toEqual(['Physical abuse'])
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 2: true })
  })

  it('focuses on one section (exclusive selection) and shows all again, keeping focus on the page', async () => {
    fakeApi(routes())
    renderApp('/guide')
    await screen.findByRole('heading', { level: 2, name: /Your report/ })
    await userEvent.click(toggleOf('Physical abuse'))
    await userEvent.click(screen.getByRole('button', { name: /Focus on this section.*Physical abuse/ }))

    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: false, 2: true, 3: false })
    expect(shown()).toEqual(['Physical abuse'])
    expect(screen.getByText(/You are looking at one section: 2. Physical abuse/)).toBeTruthy()
    expect(screen.getByText(/Showing only section 2, Physical abuse/)).toBeTruthy()

    const nav = screen.getByRole('navigation', { name: 'Sections of your report' })
    await userEvent.click(within(nav).getByRole('link', { name: /What might help next/ }))
    expect(useGuideStore.getState().shortcutSelection).toEqual({ 1: false, 2: false, 3: true })
    expect(shown()).toEqual(['What might help next'])
    expect(open()).toContain('What might help next')

    await userEvent.click(within(nav).getByRole('button', { name: 'Show all sections' }))
    expect(shown()).toEqual(TITLES)
    // The button pressed is gone: focus goes to the section the person was reading, not to <body>.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: '3. What might help next' }),
    )
  })

  it('draws the score chart as one labelled image, with a visible table of the same figures', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const chart = await screen.findByRole('img', { name: 'Your ACE score beside the CDC–Kaiser study' })
    expect(chart.tagName.toLowerCase()).toBe('svg')
    expect(chart.querySelector('title')?.textContent).toBe('Your ACE score beside the CDC–Kaiser study')
    expect(chart.querySelector('desc')?.textContent).toContain('Your score, 1, is in the bar for 1')

    expect(tableRows('Adults in the CDC–Kaiser study, by ACE score')).toEqual([
      'ACE scoreShare of adults',
      '036.1 %',
      '1 (your score: 1)26.0 %',
      '215.9 %',
      '39.5 %',
      '4 or more12.5 %',
    ])
  })

  it('numbers sources once for the whole report and lists them in one place', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const summary = await waitFor(() => section(/Your ACE score/))
    const abuse = section(/Physical abuse/)
    const refs = (region: HTMLElement) =>
      within(region)
        .queryAllByRole('link', { name: /^Source \d+$/ })
        .map((link) => link.getAttribute('href'))
    expect(refs(summary)).toEqual(['#report-source-1', '#report-source-2', '#report-source-2'])
    expect(refs(abuse)).toEqual(['#report-source-2'])
    expect(within(summary).queryByRole('heading', { name: 'Sources' })).toBeNull()

    const lists = screen.getAllByRole('region', { name: /^Sources/ })
    expect(lists).toHaveLength(1)
    const entries = within(lists[0]!).getAllByRole('listitem')
    expect(entries.map((entry) => entry.id)).toEqual(['report-source-1', 'report-source-2'])
    expect(entries[1]!.textContent).toContain('CDC. ACE data and statistics.')

    await userEvent.click(within(abuse).getByRole('link', { name: 'Source 2' }))
    expect(screen.getByRole('button', { name: /^Sources/ }).getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(entries[1])
  })

  it('renders the memories link, the crisis lines, and "/help" in a text as a link to the help page', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const abuse = await waitFor(() => section(/Physical abuse/))
    expect(
      within(abuse).getByRole('link', { name: 'Read memories about physical abuse' }).getAttribute('href'),
    ).toBe('/memories?tag=physical-abuse')
    const next = section(/What might help next/)
    expect(within(next).getByRole('link', { name: 'Call or text 988' }).getAttribute('href')).toBe('tel:988')
    const help = within(next).getByRole('link', { name: '/help' })
    expect(help.getAttribute('href')).toBe('/help')
    expect(help.closest('p')?.textContent).toBe(
      'The help page (/help) lists free, confidential crisis and support lines.',
    )
  })
})
