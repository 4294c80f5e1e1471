import { PASSWORD, request } from './client.mjs'

// Every kind of write the crash harness makes, each by its own async worker, all at once. A write
// is entered in the ledger only once its 2xx answer has fully arrived, with what identifies it in
// the database (checks.mjs looks each one up after every kill).

export const KINDS = [
  'register',
  'guide_answer',
  'memory',
  'me_too',
  'love',
  'vote',
  'comment',
  'connection_request',
  'preference',
  'report',
  'moderation_decision',
]

const GUIDE = '/api/v1/childhood-trauma-guide'

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Everything a run knows: its people, what they wrote, and the ledger of acknowledged writes. */
export function createWorld(runId, outbox) {
  return {
    runId,
    outbox,
    origin: '',
    people: [],
    moderator: null,
    memories: [],
    comments: [],
    /** Guide items with their option values, the theme options, the reason "spam" of comments. */
    content: { items: [], themes: [], spamReasonId: 0 },
    given: new Set(),
    pairs: new Set(),
    /** The preference worker's state per person: the last theme acknowledged and any sent since. */
    themes: new Map(),
    registered: 0,
    preferenceTurn: 0,
    ledger: Object.fromEntries(KINDS.map((kind) => [kind, []])),
    stats: Object.fromEntries(KINDS.map((kind) => [kind, { in_setup: 0, refused: 0, unanswered: 0 }])),
    refusals: [],
  }
}

/**
 * Sends one write of `kind`; resolves to its answer when it is 2xx, else null (counted as refused,
 * or as unanswered when the connection broke, as it does for what is in flight at a kill).
 */
async function write(world, cycle, kind, method, url, options) {
  if (!cycle.live) return null
  let res
  try {
    res = await request(world.origin, method, url, options)
  } catch {
    world.stats[kind].unanswered++
    return null
  }
  if (!res.ok) {
    world.stats[kind].refused++
    if (world.refusals.length < 20) world.refusals.push({ kind, url, status: res.status, body: res.body })
    return null
  }
  return res
}

/** The writes of one run, each taking the cycle it belongs to (`cycle.live` until the kill). */
export function writesOf(world) {
  const writers = () => world.people.filter((p) => p !== world.moderator)

  /** A new account (its verification link is left unopened). */
  async function registerOne(cycle) {
    const email = `crash-${world.runId}-${++world.registered}@example.org`
    const res = await write(world, cycle, 'register', 'POST', '/api/v1/auth/register', {
      body: { email, password: PASSWORD },
    })
    if (!res) return
    world.ledger.register.push({ email })
  }

  /** A visitor consents, then answers a few items of the guide. */
  async function answerGuide(cycle) {
    const started = await write(world, cycle, 'guide_answer', 'POST', `${GUIDE}/sessions/create/`, {
      body: { consent: true },
    })
    if (!started) return
    const items = [...world.content.items].sort(() => Math.random() - 0.5).slice(0, 3)
    for (const item of items) {
      const value = pick(item.values)
      const res = await write(world, cycle, 'guide_answer', 'POST', `${GUIDE}/user_answer/`, {
        body: { session_id: started.body.session_id, trauma_id: item.id, value },
      })
      if (res) world.ledger.guide_answer.push({ id: res.body.answer.id, value })
    }
  }

  async function shareMemory(cycle, person) {
    const n = world.memories.length + 1
    const res = await write(world, cycle, 'memory', 'POST', '/memories/api/v1/memories/', {
      as: person.session,
      body: {
        title: `Kitchen table ${n}`,
        body: `The evening the kitchen went quiet, number ${n}, written while the server may be killed.`,
        mt: 1,
        // Under the name, so others can ask its author to connect (anonymous is the default).
        anonymous: false,
      },
    })
    if (!res) return
    const link = res.body.shareable_link
    world.ledger.memory.push({ link, email: person.email })
    world.memories.push({ link, author: person.email })
    person.memoryLink ??= link
  }

  /** A me too, a love or a vote (`kind`), by someone who has not given it to that memory yet. */
  async function react(cycle, kind) {
    for (let tries = 0; tries < 10; tries++) {
      const person = pick(writers())
      const memory = pick(world.memories.filter((m) => m.author !== person.email))
      const key = `${kind}|${person.email}|${memory?.link}`
      if (!memory || world.given.has(key)) continue
      world.given.add(key)
      const body = { shareable_link: memory.link }
      const res =
        kind === 'vote'
          ? await write(world, cycle, kind, 'POST', '/api/v1/vote/', { as: person.session, body })
          : await write(world, cycle, kind, 'POST', '/api/v1/reaction/', {
              as: person.session,
              body: { ...body, target: 'memory', reaction: kind },
            })
      if (res) world.ledger[kind].push({ email: person.email, link: memory.link })
      return
    }
    await sleep(20)
  }

  async function comment(cycle, person = pick(writers())) {
    const memory = pick(world.memories)
    const res = await write(world, cycle, 'comment', 'POST', '/api/v1/comments/', {
      as: person.session,
      body: { shareable_link: memory.link, body: 'The same happened to me; thank you for writing it down.' },
    })
    if (!res) return
    world.ledger.comment.push({ id: Number(res.body.id), link: memory.link, email: person.email })
    world.comments.push({ id: Number(res.body.id), author: person.email, reported: false })
  }

  /** A request to connect between two people no request has named yet, through a memory of theirs. */
  async function askToConnect(cycle) {
    const all = writers()
    const from = pick(all)
    const to = all.find(
      (p) => p !== from && p.memoryLink && !world.pairs.has([from.email, p.email].sort().join('|')),
    )
    if (!to) return sleep(50)
    world.pairs.add([from.email, to.email].sort().join('|'))
    const res = await write(world, cycle, 'connection_request', 'POST', '/api/v1/connect/request/', {
      as: from.session,
      body: { shareable_link: to.memoryLink, message: 'Your memory could have been mine.' },
    })
    if (res) world.ledger.connection_request.push({ from: from.email, to: to.email })
  }

  /**
   * One person's theme, one request at a time (this worker is the only one changing preferences), so
   * the database must hold the last theme acknowledged or one sent after it.
   */
  async function choosePreference(cycle, turn) {
    const all = writers()
    const person = all[turn % all.length]
    const theme = pick(world.content.themes)
    const state = world.themes.get(person.email) ?? { acknowledged: null, sentSince: [] }
    world.themes.set(person.email, state)
    state.sentSince.push(theme)
    const res = await write(world, cycle, 'preference', 'POST', '/api/v1/user-preference/update', {
      as: person.session,
      body: { theme },
    })
    if (!res) return
    Object.assign(state, { acknowledged: theme, sentSince: [] })
    world.ledger.preference.push({ email: person.email, theme })
  }

  /** A report of someone else's comment, then the moderator's decision on it. */
  async function moderate(cycle) {
    const reporter = pick(writers())
    const target = world.comments.find((c) => !c.reported && c.author !== reporter.email)
    if (!target) return comment(cycle)
    target.reported = true
    const report = await write(world, cycle, 'report', 'POST', '/api/v1/report/', {
      as: reporter.session,
      body: { target_kind: 2, target: String(target.id), reason_id: world.content.spamReasonId },
    })
    if (!report || report.body.status !== 'received') return
    world.ledger.report.push({ email: reporter.email, comment: target.id })
    const decided = await write(
      world,
      cycle,
      'moderation_decision',
      'POST',
      '/api/v1/moderation/queue/decide/',
      {
        as: world.moderator.session,
        body: { subject_kind: 'comment', subject_id: String(target.id), decision: 'dismiss' },
      },
    )
    if (decided) world.ledger.moderation_decision.push({ email: world.moderator.email, comment: target.id })
  }

  /** Each worker's step, by the kind it writes: one write, or for moderation a report and its decision. */
  const steps = {
    register: registerOne,
    guide_answer: answerGuide,
    memory: (cycle) => shareMemory(cycle, pick(writers())),
    me_too: (cycle) => react(cycle, 'me_too'),
    love: (cycle) => react(cycle, 'love'),
    vote: (cycle) => react(cycle, 'vote'),
    comment: (cycle) => comment(cycle),
    connection_request: askToConnect,
    preference: (cycle) => choosePreference(cycle, world.preferenceTurn++),
    moderation: moderate,
  }
  return { steps, shareMemory, comment, writers }
}

/**
 * Runs every worker until `cycle.live` turns false; resolves when all have stopped, or rejects with
 * the first error a worker met while the server was up (a broken harness must not pass for clean).
 */
export function runWorkers(world, cycle) {
  const { steps } = writesOf(world)
  return Promise.all(
    Object.values(steps).map(async (step) => {
      while (cycle.live) {
        try {
          await step(cycle)
        } catch (err) {
          if (cycle.live) throw err
        }
      }
    }),
  )
}
