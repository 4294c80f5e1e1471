import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { repeatingTask } from './repeating-task'

const silent = pino({ level: 'silent' })

describe('a repeating task', () => {
  it('runs one at a time: asked again while running, it answers the run under way', async () => {
    let runs = 0
    let finish: (value: number) => void = () => {}
    const task = repeatingTask({
      run: () => (++runs, new Promise<number>((resolve) => (finish = resolve))),
      everyMs: 60_000,
      log: silent,
      failure: 'failed',
      failed: -1,
    })
    const first = task.runNow()
    const second = task.runNow()
    finish(3)
    expect(await Promise.all([first, second])).toEqual([3, 3])
    expect(runs).toBe(1)
    const third = task.runNow()
    finish(4)
    expect(await third).toBe(4)
    expect(runs).toBe(2)
  })

  it('logs a failed run, answers its fallback, and runs again next time', async () => {
    const logged: string[] = []
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) })
    let fail = true
    const task = repeatingTask({
      run: async () => {
        if (fail) throw new Error('database away')
        return 1
      },
      everyMs: 60_000,
      log,
      failure: 'scheduling failed',
      failed: 0,
    })
    expect(await task.runNow()).toBe(0)
    expect(logged.join('')).toContain('scheduling failed')
    fail = false
    expect(await task.runNow()).toBe(1)
  })

  it('runs on its timer once started, and stop waits for the run under way', async () => {
    let finished = false
    let started = 0
    const task = repeatingTask({
      run: async () => {
        started++
        await new Promise((resolve) => setTimeout(resolve, 50))
        finished = true
        return 1
      },
      everyMs: 10,
      log: silent,
      failure: 'failed',
      failed: 0,
    })
    task.start()
    await new Promise((resolve) => setTimeout(resolve, 30))
    await task.stop()
    expect(started).toBe(1)
    expect(finished).toBe(true)
  })
})
