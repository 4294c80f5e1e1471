// CPU per request (issue 24): the process CPU (user + system, from /proc) of the server and of the
// PostgreSQL backends serving its database, read before and after each measured run. Requests per
// second say how a route shares two busy cores; CPU per request says what one request costs, and
// stays meaningful when the machine is shared.
import fs from 'node:fs'
import pg from 'pg'

// Linux reports process times in clock ticks: USER_HZ, 100 on every architecture Node runs on.
const TICKS_PER_SECOND = 100

/** Seconds of CPU `pid` has used, or 0 once it has exited. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is the first; utime, stime 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/**
 * A meter for the server process `serverPid` (or the processes of an array of pids, summed) and the
 * backends of the database at `databaseUrl`; with `applicationName`, only the backends whose
 * connections gave that name (servers of another configuration on the same database are not counted).
 */
export async function cpuMeter(serverPid, databaseUrl, applicationName = null) {
  const serverPids = [serverPid].flat()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return {
    async read() {
      const { rows } = await client.query(
        `select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and ($1::text is null or application_name = $1)`,
        [applicationName],
      )
      return {
        server: serverPids.reduce((total, pid) => total + cpuSeconds(pid), 0),
        backends: new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid)])),
      }
    },
    close: () => client.end(),
  }
}

/**
 * Seconds spent between two readings. A backend that started in between counts from zero; one that
 * ended in between is lost (the server's pool keeps its connections while it is under load).
 */
export function cpuSpent(before, after) {
  let database = 0
  for (const [pid, seconds] of after.backends) database += seconds - (before.backends.get(pid) ?? 0)
  return { server: after.server - before.server, database }
}
