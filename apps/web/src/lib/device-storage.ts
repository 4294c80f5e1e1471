import { create } from 'zustand'
import type { StateStorage } from 'zustand/middleware'

/** Every key Kindred keeps in this browser starts with this (decision 005). */
export const KINDRED_KEY_PREFIX = 'kindred-'

/**
 * "This is a shared device" is remembered in sessionStorage only: a note in localStorage would itself
 * be the trace the person asked not to leave, and in memory it would not survive a reload (the
 * answers would then go back to localStorage). It ends with the tab, as the answers do (decision 012).
 */
export const SHARED_DEVICE_KEY = 'kindred-shared-device'

interface DeviceStorageState {
  /** On: what would outlive the tab is kept in this tab's sessionStorage instead of localStorage. */
  shared: boolean
  /** After a quick exit has forgotten everything, this page writes nothing again (it is leaving). */
  sealed: boolean
}

function readSharedDevice(): boolean {
  try {
    return sessionStorage.getItem(SHARED_DEVICE_KEY) === 'on'
  } catch {
    return false
  }
}

export const useDeviceStorageStore = create<DeviceStorageState>()(() => ({
  shared: readSharedDevice(),
  sealed: false,
}))

/** The names the stores keep through `deviceStorage`, so turning the choice off can move them back. */
const names = new Set<string>()

const isSealed = () => useDeviceStorageStore.getState().sealed
const isShared = () => useDeviceStorageStore.getState().shared
const active = (): Storage => (isShared() ? sessionStorage : localStorage)
const inactive = (): Storage => (isShared() ? localStorage : sessionStorage)

/**
 * The storage of every store that would otherwise outlive the tab (the guide, the guide session, who
 * is signed in, theme, text size, what a page has shown before): localStorage by default (the seed's), this tab only on a shared
 * device. A value found in the other storage (kept before the choice changed, by a store not loaded
 * then) is moved across when it is first read, so nothing saved is lost.
 */
export const deviceStorage = {
  getItem: (name: string): string | null => {
    names.add(name)
    const value = active().getItem(name)
    if (value !== null) return value
    const elsewhere = inactive().getItem(name)
    if (elsewhere !== null && !isSealed()) moveKey(name, inactive(), active())
    return elsewhere
  },
  setItem: (name: string, value: string): void => {
    names.add(name)
    if (!isSealed()) active().setItem(name, value)
  },
  removeItem: (name: string): void => {
    localStorage.removeItem(name)
    sessionStorage.removeItem(name)
  },
} satisfies StateStorage

/**
 * This tab's sessionStorage for the stores that live in the tab on every device (a visitor's
 * preferences): after a quick exit has forgotten everything, a late answer or render setting such a
 * store writes nothing back (it once put `kindred-preferences` back as the page left).
 */
export const tabStorage = {
  getItem: (name: string): string | null => sessionStorage.getItem(name),
  setItem: (name: string, value: string): void => {
    if (!isSealed()) sessionStorage.setItem(name, value)
  },
  removeItem: (name: string): void => sessionStorage.removeItem(name),
} satisfies StateStorage

function moveKey(name: string, from: Storage, to: Storage): void {
  const value = from.getItem(name)
  if (value === null) return
  to.setItem(name, value)
  from.removeItem(name)
}

function kindredKeys(storage: Storage): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)
    if (key?.startsWith(KINDRED_KEY_PREFIX)) keys.push(key)
  }
  return keys
}

/**
 * Turns "this is a shared device" on or off, moving what is already kept. Every value is copied
 * before any original is removed; if the browser refuses a copy (storage full or blocked), nothing
 * changes and the answer is false.
 */
export function setSharedDevice(shared: boolean): boolean {
  if (shared === isShared()) return true
  const from = shared ? localStorage : sessionStorage
  const to = shared ? sessionStorage : localStorage
  // Turning it on takes every Kindred key out of localStorage, including those of stores not loaded
  // yet; turning it off brings back only the stores' own keys (preferences live in the tab anyway).
  const keys = shared ? kindredKeys(localStorage) : [...names].filter((name) => from.getItem(name) !== null)
  const copied: string[] = []
  try {
    for (const key of keys) {
      const value = from.getItem(key)
      if (value === null) continue
      to.setItem(key, value)
      copied.push(key)
    }
    if (shared) sessionStorage.setItem(SHARED_DEVICE_KEY, 'on')
    else sessionStorage.removeItem(SHARED_DEVICE_KEY)
  } catch {
    for (const key of copied) to.removeItem(key)
    return false
  }
  for (const key of copied) from.removeItem(key)
  useDeviceStorageStore.setState({ shared })
  return true
}

/**
 * Removes every Kindred key from localStorage and sessionStorage, and stops this page from writing
 * any again (it is about to leave). Cookies marked HttpOnly (the sign-in ones) are out of reach of
 * any script; the readable CSRF cookie is removed by the caller.
 */
export function forgetKindredStorage(): void {
  useDeviceStorageStore.setState({ sealed: true })
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of kindredKeys(storage)) storage.removeItem(key)
  }
}
