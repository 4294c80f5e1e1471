import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirInUse, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-lock-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A process that lives until killed: a stand-in for another server holding the directory. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  return { pid: child.pid!, kill: () => new Promise((r) => (child.on('exit', r), child.kill('SIGKILL'))) }
}

describe('the embedded database lock', () => {
  it('refuses a second user of a directory while the first runs, and lets the next one in after', async () => {
    const dir = newDir()
    const other = otherProcess()
    fs.writeFileSync(path.join(dir, 'kindred.lock'), `${other.pid}\n`)
    const refused = await lockDataDir(dir).then(
      () => 'locked',
      (err: unknown) => err,
    )
    expect(refused).toBeInstanceOf(DataDirInUse)
    expect((refused as Error).message).toContain(`pid ${other.pid}`)
    expect(fs.readFileSync(path.join(dir, 'kindred.lock'), 'utf8').trim()).toBe(String(other.pid))

    // Killed outright (kill -9): its lock stays behind, names a process that is gone, and is taken over.
    await other.kill()
    const unlock = await lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'kindred.lock'), 'utf8').trim()).toBe(String(process.pid))
    await unlock()
    expect(fs.existsSync(path.join(dir, 'kindred.lock'))).toBe(false)
  })

  it('releases only its own lock', async () => {
    const dir = newDir()
    const unlock = await lockDataDir(dir)
    const other = otherProcess()
    fs.writeFileSync(path.join(dir, 'kindred.lock'), `${other.pid}\n`)
    await unlock()
    expect(fs.readFileSync(path.join(dir, 'kindred.lock'), 'utf8').trim()).toBe(String(other.pid))
    await other.kill()
  })
})
