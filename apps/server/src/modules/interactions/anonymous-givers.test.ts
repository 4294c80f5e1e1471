import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS, type MeTooPage } from '@kindred/contract/interactions'
import { NOTIFICATION_PATHS, type Notification } from '@kindred/contract/notifications'
import {
  entriesAbout,
  normalized,
  observed,
  replayedNotifications,
  type Names,
  type Observed,
} from '../../../test/anonymity/answers'
import { RELATIONS, type Relation } from '../../../test/anonymity/world'
import { meToo, quickPerson, react, type QuickPerson } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { buildNotificationsApp } from '../../../test/notification-fixtures'

// The other side of anonymity (SPEC §6, decision 036): what a memory's author sees of an unnamed
// act (an anonymous me too, kind words, a vote its giver keeps off the voters list) never depends on
// what the author is to the giver. Two givers act alike on two alike memories of one author; the
// author relates to one giver in each way, before and after the acts; every answer the author gets
// about the one memory must equal the same answer about the other.

const { app } = await buildNotificationsApp()

/** The author's relation to a giver, made through the app (the giver's way when the giver acts). */
async function relate(author: QuickPerson, giver: QuickPerson, relation: Relation) {
  const call = async (from: QuickPerson, url: string, body?: unknown) => {
    const res = await from.browser.post(url, body)
    expect(res.statusCode, `${relation}: ${url}`).toBeLessThan(300)
    return res.json() as { id: number }
  }
  switch (relation) {
    case 'none':
      return
    case 'viewer mutes author':
      return void (await call(author, CONNECTION_PATHS.mute(giver.publicId)))
    case 'viewer blocks author':
      return void (await call(author, CONNECTION_PATHS.block(giver.publicId)))
    case 'author blocks viewer':
      return void (await call(giver, CONNECTION_PATHS.block(author.publicId)))
    case 'author mutes viewer':
      return void (await call(giver, CONNECTION_PATHS.mute(author.publicId)))
    case 'connected': {
      const named = await share(author.browser, { title: 'Under my name' })
      const { id } = await call(giver, CONNECTION_PATHS.request, { shareable_link: named.shareable_link })
      await call(author, CONNECTION_PATHS.accept(id))
    }
  }
}

const phrase = async (someone: QuickPerson) =>
  (
    (await someone.browser.get(`${INTERACTION_PATHS.feedbackList}?type=memory`)).json() as {
      results: { id: number }[]
    }
  ).results[0]!.id

/** Everything unnamed a giver does on a memory, before or after the relation is made. */
async function giveUnnamed(giver: QuickPerson, link: string, when: 'before' | 'after') {
  if (when === 'before') {
    await react(giver.browser, meToo(link, { anonymous: true, note: 'I never told anyone either.' }))
    await giver.browser.post(INTERACTION_PATHS.feedback, {
      feedback_id: await phrase(giver),
      shareable_link: link,
    })
    return
  }
  await giver.browser.patch(CONNECTION_PATHS.settings, { listed_as_voter: false })
  await giver.browser.post(INTERACTION_PATHS.vote, { shareable_link: link })
}

const families = [
  NOTIFICATION_PATHS.meToo,
  NOTIFICATION_PATHS.meTooLove,
  NOTIFICATION_PATHS.memoryLove,
  NOTIFICATION_PATHS.general,
]

/** RELATIONS in this file's words: its "viewer" is the memory's author, its "author" the giver. */
const SAID: Record<Relation, string> = {
  none: 'no relation',
  'viewer mutes author': 'the author muted the giver',
  'viewer blocks author': 'the author blocked the giver',
  'author blocks viewer': 'the giver blocked the author',
  'author mutes viewer': 'the giver muted the author',
  connected: 'connected',
}

describe('what an author sees of unnamed acts is the same whatever they are to the giver', () => {
  for (const relation of RELATIONS) {
    it(SAID[relation], async () => {
      const author = await quickPerson(app, 'author')
      const [related, control] = [await quickPerson(app, 'giver'), await quickPerson(app, 'control')]
      const memory = () => share(author.browser, { title: 'The winter of the empty house', anonymous: true })
      const [mine, theirs] = [await memory(), await memory()]
      const names = (m: typeof mine): Names => ({ link: m.shareable_link, hash: m.hash_id })
      const [a, b] = [names(mine), names(theirs)]
      await giveUnnamed(related, a.link, 'before')
      await giveUnnamed(control, b.link, 'before')
      await relate(author, related, relation)
      await giveUnnamed(related, a.link, 'after')
      await giveUnnamed(control, b.link, 'after')

      const differences: string[] = []
      const same = (where: string, left: unknown, right: unknown) => {
        if (JSON.stringify(left) !== JSON.stringify(right))
          differences.push(
            `${where}\n    related giver's: ${JSON.stringify(left)}\n    control's:       ${JSON.stringify(right)}`,
          )
      }
      const perMemory = async (where: string, ask: (n: Names) => Promise<Observed>) =>
        same(where, normalized(await ask(a), a), normalized(await ask(b), b))
      const inList = (where: string, answer: Observed) =>
        same(
          where,
          { status: answer.status, ...entriesAbout(answer.body, a) },
          { status: answer.status, ...entriesAbout(answer.body, b) },
        )
      const get = async (url: string) => observed(await author.browser.get(url))

      const meToos = (n: Names) => get(INTERACTION_PATHS.meToos(n.link))
      await perMemory('me-toos', meToos)
      await perMemory('voters', (n) => get(`${INTERACTION_PATHS.voters}?shareable_link=${n.link}`))
      await perMemory('kind words', (n) => get(`${INTERACTION_PATHS.userFeedback}?shareable_link=${n.link}`))
      for (const path of families) inList(`notifications ${path}`, await get(`${path}?limit=100`))
      inList('stream', await replayedNotifications(app, author.browser))
      await perMemory('love back', async (n) => {
        const page = (await meToos(n)).body as MeTooPage
        return observed(
          await react(author.browser, {
            target: 'me_too',
            me_too_id: page.results[0]?.id ?? 999999999,
            reaction: 'love',
          }),
        )
      })
      await perMemory('mark the me too read', async (n) => {
        const page = (await author.browser.get(`${NOTIFICATION_PATHS.meToo}?limit=100`)).json() as {
          results: Notification[]
        }
        const id = page.results.find((x) => x.target.memory?.shareable_link === n.link)?.id ?? 999999999
        return observed(await author.browser.post(NOTIFICATION_PATHS.meTooRead, { id }))
      })

      expect(differences, differences.join('\n')).toEqual([])
      // The control's side reached what it means to: the comparison compared something.
      const controlPage = (await meToos(b)).body as MeTooPage
      expect(controlPage.results.map((t) => [t.giver, t.note, t.loved_back])).toEqual([
        [null, 'I never told anyone either.', true],
      ])
      const notes = await Promise.all(
        families.map(async (path) => (await get(`${path}?limit=100`)).body as { results: Notification[] }),
      )
      const aboutControl = notes
        .flatMap((page) => page.results)
        .filter((x) => x.target.memory?.shareable_link === b.link)
      expect(aboutControl.map((x) => [x.type, x.actors.people.length, x.actors.count]).sort()).toEqual([
        ['feedback', 0, 1],
        ['me_too', 0, 1],
        ['vote', 0, 1],
      ])
    })
  }
})
