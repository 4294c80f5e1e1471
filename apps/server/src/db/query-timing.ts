import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { PoolClient } from 'pg'

type Call = (...args: unknown[]) => unknown

/**
 * How long each statement takes, for the operators' metrics (decision 052). The drivers' clients
 * are wrapped when they open, so every statement is seen (migrations and transactions included);
 * until the metrics listen, a statement costs one check more. Only the time is reported: never
 * the statement or its values.
 */
export function createQueryTiming() {
  let onQuery: ((seconds: number) => void) | undefined
  const finish = (start: number) => onQuery?.((performance.now() - start) / 1000)

  /** Wraps a method answering a promise, or taking a callback as its last argument (pg). */
  function wrap(target: object, name: string) {
    const methods = target as Record<string, Call>
    const original = methods[name]
    if (typeof original !== 'function') return
    const call = original.bind(target) as Call
    methods[name] = (...args: unknown[]) => {
      if (!onQuery) return call(...args)
      const start = performance.now()
      const last = args.at(-1)
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          finish(start)
          return (last as Call)(...results)
        }
        return call(...args)
      }
      const answer = call(...args)
      if (answer instanceof Promise) {
        answer.then(
          () => finish(start),
          () => finish(start),
        )
      }
      return answer
    }
  }

  return {
    /** Reports each statement's duration in seconds from now on. */
    listen(listener: (seconds: number) => void) {
      onQuery = listener
    },
    /** A pooled PostgreSQL connection, as the pool opens it ('connect'). */
    pgClient(client: PoolClient) {
      wrap(client, 'query')
    },
    /** The embedded database: its statements, and those inside its transactions. */
    pglite(client: PGlite) {
      wrap(client, 'query')
      wrap(client, 'exec')
      const methods = client as unknown as Record<string, Call>
      const transaction = client.transaction.bind(client)
      methods.transaction = (callback: unknown) =>
        transaction((tx: Transaction) => {
          wrap(tx, 'query')
          wrap(tx, 'exec')
          return (callback as (tx: Transaction) => Promise<unknown>)(tx)
        })
    },
  }
}

export type QueryTiming = ReturnType<typeof createQueryTiming>
