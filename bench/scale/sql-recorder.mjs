// Which statements a request really runs, for `EXPLAIN (ANALYZE, BUFFERS)` beside the results
// (bench/scale.mjs): a TCP relay between the server and PostgreSQL that reads the frontend's side of
// the wire protocol and keeps each statement's text with its parameters. node-postgres sends a query
// with parameters as Parse (the text) then Bind (the values, as text); one without as a simple Query.
// Nothing is changed on the way; the relay adds a hop, so it is used for the plans only, never while
// measuring.
import net from 'node:net'

/**
 * Reads one frontend stream: `onStartup(name, value)` for each setting of the startup message, then
 * `onMessage(type, payload)` for each typed message.
 */
function frontendReader(onMessage, onStartup) {
  let buffer = Buffer.alloc(0)
  let started = false
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      if (!started) {
        // The startup message (or an SSL request) has a length but no type byte.
        if (buffer.length < 4) return
        const length = buffer.readInt32BE(0)
        if (buffer.length < length) return
        const code = buffer.readInt32BE(4)
        if (code !== 80877103) {
          // SSLRequest: the startup message comes next. The startup message: name, value, … pairs.
          started = true
          const fields = buffer.toString('utf8', 8, length - 1).split('\0')
          for (let i = 0; i + 1 < fields.length; i += 2) onStartup?.(fields[i], fields[i + 1])
        }
        buffer = buffer.subarray(length)
        continue
      }
      if (buffer.length < 5) return
      const length = buffer.readInt32BE(1)
      if (buffer.length < length + 1) return
      onMessage(String.fromCharCode(buffer[0]), buffer.subarray(5, length + 1))
      buffer = buffer.subarray(length + 1)
    }
  }
}

const cString = (payload, at) => {
  const end = payload.indexOf(0, at)
  return [payload.toString('utf8', at, end), end + 1]
}

/** The values of a Bind message, as text (null for SQL NULL). */
function bindValues(payload) {
  let at = cString(payload, cString(payload, 0)[1])[1]
  const formats = payload.readInt16BE(at)
  at += 2 + formats * 2
  const count = payload.readInt16BE(at)
  at += 2
  const values = []
  for (let i = 0; i < count; i++) {
    const length = payload.readInt32BE(at)
    at += 4
    if (length === -1) values.push(null)
    else {
      values.push(payload.toString('utf8', at, at + length))
      at += length
    }
  }
  return values
}

/**
 * Starts the relay on a free port in front of `target` (a postgres:// URL). `url` is the URL to give
 * the server; `take()` returns the statements seen since the last call, as `{ text, values }`;
 * `sessionOptions()` the server's connection `options` (jit, parallel workers) once it has connected.
 */
export async function startSqlRecorder(target) {
  const upstream = new URL(target)
  let statements = []
  // The server's session settings (its connection's `options`), for EXPLAIN to plan as it does.
  let sessionOptions
  const sockets = new Set()
  const server = net.createServer((client) => {
    const db = net.connect(Number(upstream.port || 5432), upstream.hostname)
    sockets.add(client).add(db)
    const prepared = new Map() // statement name → text
    const read = frontendReader(
      (type, payload) => {
        if (type === 'Q') statements.push({ text: cString(payload, 0)[0], values: [] })
        if (type === 'P') {
          const [name, next] = cString(payload, 0)
          prepared.set(name, cString(payload, next)[0])
        }
        if (type === 'B') {
          const [, next] = cString(payload, 0)
          statements.push({ text: prepared.get(cString(payload, next)[0]), values: bindValues(payload) })
        }
      },
      (name, value) => {
        if (name === 'options') sessionOptions = value
      },
    )
    client.on('data', (chunk) => {
      read(chunk)
      db.write(chunk)
    })
    db.pipe(client)
    const close = () => (client.destroy(), db.destroy(), sockets.delete(client), sockets.delete(db))
    client.on('error', close).on('close', close)
    db.on('error', close).on('close', close)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(target)
  url.hostname = '127.0.0.1'
  url.port = String(server.address().port)
  return {
    url: url.toString(),
    sessionOptions: () => sessionOptions,
    take: () => {
      const taken = statements
      statements = []
      return taken
    },
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
