import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { API, emptyComments, report } from '../../testing/guide-fixtures'
import { withFinishedGuide } from '../../testing/guide-device'
import { tableRows } from '../../testing/report-table'

const cdc = [36.1, 26.0, 15.9, 9.5, 12.5]
const labels = ['0', '1', '2', '3', '4 or more']
const stats = (completed: number | null, counts: (number | null)[]) => ({
  completed,
  distribution: labels.map((label, i) => ({
    label,
    count: counts[i] ?? null,
    pct: completed && counts[i] ? Math.round((counts[i]! / completed) * 1000) / 10 : null,
    cdc_pct: cdc[i]!,
  })),
  types: [],
  cdc_source: { key: 'cdc', citation: 'CDC', language: 'en' },
})

function openReport(body: ReturnType<typeof stats>) {
  fakeApi({
    [`GET ${API}/report/get/`]: jsonResponse(200, report('complete')),
    [`GET ${API}/comments/list/`]: jsonResponse(200, emptyComments),
    [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
    [`GET ${API}/stats/`]: jsonResponse(200, body),
  })
  renderApp('/guide')
}

beforeEach(withFinishedGuide)

describe('people on Kindred (community statistics)', () => {
  it('says there are not enough people yet while fewer than 10 have finished', async () => {
    openReport(stats(null, []))
    expect(await screen.findByText(/Not enough people have finished the guide here yet/)).toBeTruthy()
    expect(screen.queryByRole('img', { name: /on Kindred beside/ })).toBeNull()
  })

  it('shows a chart and a table beside the CDC figures, and never a group under 10', async () => {
    openReport(stats(40, [20, 12, null, null, null]))
    expect(await screen.findByText(/40 people have finished the guide here/)).toBeTruthy()
    const chart = screen.getByRole('img', { name: 'ACE scores on Kindred beside the CDC–Kaiser study' })
    expect(chart.querySelector('desc')?.textContent).toContain('2: fewer than 10 people on Kindred')
    // Below the header row.
    expect(tableRows('ACE scores: Kindred and the CDC–Kaiser study').slice(1)).toEqual([
      '050.0 % (20)36.1 %',
      '130.0 % (12)26.0 %',
      '2fewer than 10 people15.9 %',
      '3fewer than 10 people9.5 %',
      '4 or morefewer than 10 people12.5 %',
    ])
  })
})
