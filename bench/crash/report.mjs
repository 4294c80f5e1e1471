import { KINDS } from './writes.mjs'

/** The Markdown of a crash run's result (bench/results/crash-<database>-<date>.md). */
export function crashMarkdown(result) {
  const rows = KINDS.map((kind) => {
    const w = result.writes[kind]
    return `| ${kind} | ${w.acknowledged} | ${w.acknowledged - w.in_setup} | ${w.missing} | ${w.refused} | ${w.unanswered} |`
  })
  const cycles = result.per_cycle.map(
    (c) =>
      `| ${c.cycle} | ${c.restart_ms} | ${c.kill_after_ms} | ${c.acknowledged} | ${c.check_ms} | ${c.missing} |`,
  )
  const verdict =
    result.missing_total === 0 && result.failed_restarts === 0 && result.cycles_done === result.cycles
      ? 'No acknowledged write was lost, and the server came back healthy after every kill.'
      : `**Failed**: ${result.missing_total} acknowledged writes missing, ${result.failed_restarts} restarts failed, ` +
        `${result.cycles_done} of ${result.cycles} cycles done.`
  return `# Crash durability, ${result.database} (${result.date.slice(0, 10)})

\`npx tsx bench/crash.mjs --database ${result.database === 'pglite' ? 'pglite' : 'postgres'} --cycles ${result.cycles}\`:
the built server under concurrent writes of every kind, killed with SIGKILL after a random 0.5–3 s,
then every write acknowledged so far (a 2xx answer fully received) looked up by SQL in the database
itself, then restarted. ${result.cycles_done} cycles in ${result.duration_s} s.

${verdict}

| kind | acknowledged | of which under load | missing | refused | unanswered at the kill |
|---|---|---|---|---|---|
${rows.join('\n')}
| **all** | **${result.acknowledged_total}** | | **${result.missing_total}** | | |

"missing" must be 0: each acknowledged write absent from the database after a kill. The setup,
before the first kill, writes each kind at least once; the rest were written under the load. For preferences
the records are each person's latest theme (a later one replaces an earlier one by design); one sent
after it whose answer the kill cut off also counts as there. "unanswered" requests were in flight at
the kill and may or may not have been kept. Failed restarts: ${result.failed_restarts}.

| cycle | restart ms | killed after ms | acknowledged in the cycle | check ms | missing |
|---|---|---|---|---|---|
${cycles.join('\n')}

${result.machine.description}
`
}
