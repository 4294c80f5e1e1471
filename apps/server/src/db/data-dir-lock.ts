import fs from 'node:fs/promises'
import path from 'node:path'

/** Refused because another living process holds the embedded database. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse'
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to someone else; still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Makes this process the only one using the embedded database in `dataDir` (decision 033). PGlite
 * has no lock of its own between processes, and two servers (or a server and an admin command)
 * writing the same files would corrupt them: a second one is refused with the first one's pid. A
 * lock left by a process that died (kill -9, a power cut) names a pid that no longer runs, and is
 * taken over. Answers the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'kindred.lock')
  await fs.mkdir(dataDir, { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' })
      return async () => {
        // Only our own lock: never one a later process took over.
        const holder = await fs.readFile(file, 'utf8').catch(() => '')
        if (Number(holder.trim()) === process.pid) await fs.rm(file, { force: true })
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim())
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new DataDirInUse(
        `Another Kindred process (pid ${holder}) is using the embedded database in ${dataDir}. ` +
          `Stop it first, or give this one another DATA_DIR.`,
      )
    // Left by a process that is gone: moved aside (one mover wins), then taken with wx like a new one.
    const moved = `${file}.${process.pid}.stale`
    try {
      await fs.rename(file, moved)
    } catch {
      continue
    }
    const movedHolder = Number((await fs.readFile(moved, 'utf8').catch(() => '')).trim())
    // Another process took the stale lock over in between: its lock goes back where it was.
    if (movedHolder !== holder) await fs.link(moved, file).catch(() => {})
    await fs.rm(moved, { force: true })
  }
  throw new DataDirInUse(`Could not lock the embedded database in ${dataDir}.`)
}
