import type { FastifyInstance } from 'fastify'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { entriesAbout, normalized, observed, replayedNotifications, type Observed } from './answers'
import { LIST_READS, MEMORY_READS, type MemoryProbe, type ProbeContext } from './probes'
import { sees, type Kind, type Side, type World } from './world'

// The comparison of the anonymity property (decision 036): what the viewer reads about the author's
// memories against the same about the control's. Shared by the test on one instance and the test
// across two (plugins/anonymity-differential*.test.ts).

export const probeContext = async (world: World): Promise<ProbeContext> => {
  const phrase = async (type: string) =>
    (
      (await world.viewer.browser.get(`${INTERACTION_PATHS.feedbackList}?type=${type}`)).json() as {
        results: { id: number }[]
      }
    ).results[0]!.id
  const reasons = (await world.viewer.browser.get('/reason/list/1')).json() as {
    results: { id: number; kind: string }[]
  }
  return {
    browser: world.viewer.browser,
    memoryPhrase: await phrase('memory'),
    commentPhrase: await phrase('comment'),
    violation: reasons.results.find((r) => r.kind === 'violation')!.id,
    tagId: world.tagId,
  }
}

/**
 * The comparison of one world: every difference found, as a line saying where. The control's own
 * answers are checked too (the status expected on the public memory, the lists that must hold it),
 * so a probe that reaches nothing cannot pass by comparing two refusals.
 */
const subject = (side: Side, kind: Kind | 'hosted') => (kind === 'hosted' ? side.hosted : side.subjects[kind])

export function comparer(world: World, kinds: readonly Kind[]) {
  const differences: string[] = []
  const same = (where: string, a: unknown, b: unknown) => {
    const [left, right] = [JSON.stringify(a), JSON.stringify(b)]
    if (left !== right) differences.push(`${where}\n    author's:  ${left}\n    control's: ${right}`)
  }
  const memory = (where: string, kind: Kind | 'hosted', a: Observed, b: Observed, expected?: number) => {
    const checked = kind === 'public' ? 'public memory' : kind === 'hosted' ? 'commented memory' : null
    if (checked && expected !== undefined && b.status !== expected)
      differences.push(
        `${where}: the control's ${checked} answered ${b.status}, not ${expected}: ${JSON.stringify(b.body)}`,
      )
    same(
      `${where} (${kind})`,
      normalized(a, subject(world.author, kind)),
      normalized(b, subject(world.control, kind)),
    )
  }
  return {
    differences,
    /** Answers about one memory each: compared whole, the status checked on the public and hosted ones. */
    memory,
    /**
     * One probe run by the viewer on the author's memory of a kind and on the control's, compared;
     * the control's status checked against the probe's unless `checksStatus` is false.
     */
    probed: async (
      where: string,
      kind: Kind | 'hosted',
      probe: MemoryProbe,
      x: ProbeContext,
      checksStatus = true,
    ) => {
      const [a, b] = [
        await probe.run(x, subject(world.author, kind)),
        await probe.run(x, subject(world.control, kind)),
      ]
      memory(where, kind, a, b, checksStatus ? probe.expected : undefined)
    },
    /** One answer about many memories: the parts about each pair compared. */
    list: (where: string, holdsPublic: boolean, a: Observed, b: Observed = a, holdsHosted = false) => {
      const [left, right] = [
        entriesAbout(a.body, world.author.hosted),
        entriesAbout(b.body, world.control.hosted),
      ]
      if (holdsHosted && Object.keys(right).length === 0)
        differences.push(`${where}: the viewer's memory the control commented on is not in it`)
      same(`${where} (hosted)`, { status: a.status, ...left }, { status: b.status, ...right })
      for (const kind of kinds) {
        const [left, right] = [
          entriesAbout(a.body, world.author.subjects[kind]),
          entriesAbout(b.body, world.control.subjects[kind]),
        ]
        if (kind === 'public' && holdsPublic && Object.keys(right).length === 0)
          differences.push(`${where}: the control's public memory is not in it`)
        same(`${where} (${kind})`, { status: a.status, ...left }, { status: b.status, ...right })
      }
    },
  }
}

export async function readEverything(
  app: FastifyInstance,
  world: World,
  x: ProbeContext,
  compare: ReturnType<typeof comparer>,
  kinds: readonly Kind[],
  phase: string,
) {
  for (const probe of MEMORY_READS)
    for (const kind of kinds) await compare.probed(`${phase}: ${probe.name}`, kind, probe, x)
  for (const probe of MEMORY_READS) await compare.probed(`${phase}: ${probe.name}`, 'hosted', probe, x, false)
  for (const probe of LIST_READS) {
    const answer = await probe.run(x)
    compare.list(`${phase}: ${probe.name}`, probe.holdsPublic, answer, answer, probe.holdsHosted)
  }
  const links = [world.author.hosted.link, world.control.hosted.link].concat(
    kinds.flatMap((kind) => [world.author.subjects[kind].link, world.control.subjects[kind].link]),
  )
  const bulk = observed(await x.browser.get(`${MEMORY_PATHS.bulk}?shareable_links=${links.join(',')}`))
  compare.list(`${phase}: bulk of all`, true, bulk, bulk, true)
  // The control's comments without a name are there for the viewer: the comparison compares them.
  const control = world.control.hosted
  for (const id of [control.unnamedComment, control.unnamedReply, ...(control.unnamedLater ?? [])])
    if (!(await sees(world.viewer, control.link, id!)))
      compare.differences.push(`${phase}: the viewer does not see the control's comment ${id} without a name`)
  const more = (side: Side) => x.browser.get(`${MEMORY_PATHS.userMemories(side.person.publicId, 5)}`)
  compare.list(
    `${phase}: more by this person`,
    false,
    observed(await more(world.author)),
    observed(await more(world.control)),
  )
  // The stream replays everything from the start: what it sends must be alike too.
  compare.list(`${phase}: stream`, true, await replayedNotifications(app, world.viewer.browser))
}
