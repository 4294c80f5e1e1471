import type { FastifyBaseLogger } from 'fastify'

/**
 * Work an instance repeats on a timer of its own (the notification mail and push schedulers): one
 * run at a time (a run asked for while one is under way gets that one), a failure logged and
 * tried again at the next turn, the timer never keeping the process alive, and `stop` waiting for
 * the run under way, so nothing is cut off before the database closes.
 */
export function repeatingTask<T>(options: {
  run: () => Promise<T>
  everyMs: number
  log: FastifyBaseLogger
  /** What the log says when a run fails. */
  failure: string
  /** What a failed run answers. */
  failed: T
}) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<T> | undefined

  function runNow(): Promise<T> {
    running ??= options
      .run()
      .catch((err: unknown) => {
        options.log.error({ err }, options.failure)
        return options.failed
      })
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    runNow,
    start() {
      timer = setInterval(() => void runNow(), options.everyMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}
