/** Everything in a Storage, parsed, so tests can say exactly what was kept and where. */
export function storageContents(storage: Storage): Record<string, unknown> {
  const contents: Record<string, unknown> = {}
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)
    if (key !== null) contents[key] = JSON.parse(storage.getItem(key) ?? 'null')
  }
  return contents
}
