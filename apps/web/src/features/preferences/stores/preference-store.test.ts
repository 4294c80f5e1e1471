import { beforeEach, describe, expect, it } from 'vitest'
import { forgetKindredStorage, useDeviceStorageStore } from '@/lib/device-storage'
import { storageContents } from '@/test/storage'
import { preferenceTotals, usePreferenceStore, type PreferenceCategory } from './preference-store'

const option = (id: number, selected = false) => ({
  id,
  slug: `o${id}`,
  label: `Option ${id}`,
  description: `About ${id}`,
  selected,
})

const categories: PreferenceCategory[] = [
  {
    key: 'safety_filters',
    name: 'Safety filters',
    multiple: true,
    options: [option(1), option(2, true), option(3)],
  },
  {
    key: 'empathy_button_text',
    name: 'Empathy button text',
    multiple: false,
    options: [option(10, true), option(11)],
  },
]

beforeEach(() => {
  useDeviceStorageStore.setState({ sealed: false })
  usePreferenceStore.setState({ categories: [] })
  sessionStorage.clear()
})

describe('preference store', () => {
  it('is kept in sessionStorage under kindred-preferences only', () => {
    usePreferenceStore.getState().setCategories(categories, 'en')
    expect(Object.keys(storageContents(sessionStorage))).toEqual(['kindred-preferences'])
    expect(localStorage.length).toBe(0)
  })

  it('writes nothing back after a quick exit forgot this browser (a late answer setting it)', () => {
    usePreferenceStore.getState().setCategories(categories, 'en')
    forgetKindredStorage()
    usePreferenceStore.getState().setCategories(categories, 'en')
    usePreferenceStore.getState().selectOption('safety_filters', 3)
    expect(storageContents(sessionStorage)).toEqual({})
    expect(localStorage.length).toBe(0)
  })

  it('turns safety filters on and off independently, and keeps one empathy text', () => {
    const store = usePreferenceStore.getState()
    store.setCategories(categories, 'en')
    store.selectOption('safety_filters', 1)
    store.selectOption('safety_filters', 2)
    store.selectOption('empathy_button_text', 11)
    const [filters, empathy] = usePreferenceStore.getState().categories
    expect(filters?.options.map((o) => o.selected)).toEqual([true, false, false])
    expect(empathy?.options.map((o) => o.selected)).toEqual([false, true])
  })

  it('derives the safety filter totals from the options', () => {
    expect(preferenceTotals(categories)).toEqual({ safety_filters: 3, active_safety_filters: 1 })
    expect(preferenceTotals([])).toEqual({ safety_filters: 0, active_safety_filters: 0 })
  })
})
