// The plans beside the results (bench/scale.mjs): every statement a request runs, recorded on its way
// to PostgreSQL (sql-recorder.mjs), then run again under `EXPLAIN (ANALYZE, BUFFERS)` on the same
// database with the same values. Statements that write, and the server's own bookkeeping, are left out.
import pg from 'pg'

const READS = /^\s*(select|with)\b/i
// EXPLAIN ANALYZE runs the statement: anything that writes is never run twice.
const WRITES = /\b(insert|update|delete)\b/i

/** For each `[name, request]`: the request's reads with their plans, as Markdown. */
export async function explainRequests(databaseUrl, recorder, requests) {
  const sections = []
  let client
  try {
    for (const [name, request] of requests) {
      recorder.take()
      const response = await request()
      // Planned in a session set up as the server's are (see WEB_SESSION_OPTIONS in db/client.ts).
      if (!client) {
        client = new pg.Client({ connectionString: databaseUrl, options: recorder.sessionOptions() })
        await client.connect()
      }
      const reads = recorder.take().filter((s) => s.text && READS.test(s.text) && !WRITES.test(s.text))
      const parts = [`## ${name}\n\nAnswer: ${response.status}. ${reads.length} read statement(s).`]
      for (const [i, statement] of reads.entries()) {
        const plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values)
        const lines = plan.rows.map((row) => row['QUERY PLAN'])
        parts.push(
          `### Statement ${i + 1} — ${lines.at(-1)}\n\n\`\`\`sql\n${statement.text.trim()}\n\`\`\`\n\n` +
            `Values: \`${JSON.stringify(statement.values)}\`\n\n\`\`\`\n${lines.join('\n')}\n\`\`\``,
        )
      }
      sections.push(parts.join('\n\n'))
    }
  } finally {
    await client?.end()
  }
  return sections
}
