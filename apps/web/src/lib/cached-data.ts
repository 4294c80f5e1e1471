/**
 * Caches of server data register here when they are first loaded, so signing out can empty them
 * without the first page load carrying the cache library: a cache that never loaded holds nothing.
 */
const forgetters = new Set<() => void>()

export function onForgetCachedData(forget: () => void): void {
  forgetters.add(forget)
}

/** Empties every cache of server data that this page has loaded (signing out, seed §8). */
export function forgetCachedData(): void {
  for (const forget of forgetters) forget()
}
