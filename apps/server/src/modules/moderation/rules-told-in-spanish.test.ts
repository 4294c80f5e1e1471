import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory, type MemoryCard } from '@kindred/contract/memories'
import { MODERATION_PATHS, type ReportReason } from '@kindred/contract/moderation'
import { comment, commentsOf } from '../../../test/comment-fixtures'
import { quickPeople } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { decide, moderatorNamed, report, reportAndHide, underRule } from '../../../test/moderation-fixtures'
import { allNotifications, buildNotificationsApp } from '../../../test/notification-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// The rule a moderator named, as the author of what was set aside reads it and as a notification
// tells it, in the reader's language (issue 38, decision 083): the same state, appeal and rule slug
// in every language, the rule's words the language's. Mail and the live stream:
// notifications/decisions-told-in-spanish.test.ts.

const { app } = await buildNotificationsApp()
const { browser: moderator } = await moderatorNamed(app, 'moderator')
const reasons = (await (await moderator.get(MODERATION_PATHS.reasons(2))).json().results) as ReportReason[]
const harassment = reasons.find((reason) => reason.slug === 'harassment')!
const SPANISH_RULE = 'Acoso o intimidación'

/** What `browser` reads at `ask()`, once in English and once in Spanish. */
async function inBothLanguages<T>(browser: TestBrowser, ask: () => Promise<T>) {
  const english = await ask()
  browser.speaking('es')
  const spanish = await ask()
  browser.speaking('en')
  return { english, spanish }
}

describe('a memory set aside under a rule', () => {
  it('names the rule to its author in Spanish, on the memory, in their list and in the notification', async () => {
    const [author, reporter] = await quickPeople(app, 'author', 'reporter')
    const memory = await share(author.browser, { title: 'Snow days', visibility: 'public' })
    await reportAndHide(reporter.browser, moderator, memory.shareable_link, harassment)

    const own = await inBothLanguages(author.browser, async () => ({
      page: ((await author.browser.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).moderation,
      list: ((await author.browser.get(MEMORY_PATHS.mine)).json() as { results: MemoryCard[] }).results[0]!
        .moderation,
    }))
    expect(own.english.page).toMatchObject({
      state: 'hidden',
      appeal: 'available',
      rule_label: harassment.label,
    })
    expect(own.english.list).toEqual(own.english.page)
    const inSpanish = { ...own.english.page, rule_label: SPANISH_RULE }
    expect(own.spanish).toEqual({ page: inSpanish, list: inSpanish })

    const told = await inBothLanguages(author.browser, () => allNotifications(author.browser))
    expect(told.spanish.map((n) => [n.id, n.type, n.link])).toEqual(
      told.english.map((n) => [n.id, n.type, n.link]),
    )
    expect(told.english[0]!.text).toContain(`because it breaks our rule “${harassment.label}”`)
    expect(told.spanish[0]!.text).toBe(
      `El equipo de moderación ocultó tu recuerdo «Snow days» porque incumple nuestra norma «${SPANISH_RULE}». Ahora nadie más puede verlo; tú sí. Si crees que es un error, puedes apelar una vez, en la página del recuerdo.`,
    )

    const reporterTold = await inBothLanguages(reporter.browser, () => allNotifications(reporter.browser))
    expect(reporterTold.spanish.map((n) => n.text)).toEqual([
      `Gracias por tu aviso. El equipo de moderación ocultó el recuerdo que reportaste: incumple nuestra norma «${SPANISH_RULE}».`,
    ])
    expect(reporterTold.english[0]!.text).toContain(`“${harassment.label}”`)
  })
})

describe('a comment set aside under a rule', () => {
  it('names the rule to its author in Spanish, in the comments and in the notification', async () => {
    const [author, commenter, reporter] = await quickPeople(app, 'author', 'commenter', 'reporter')
    const memory = await share(author.browser, { title: 'Where the river bends' })
    const said = await comment(commenter.browser, memory.shareable_link, 'Words someone reported.')
    await report(reporter.browser, { target_kind: 2, target: said.id, reason_id: harassment.id })
    await decide(moderator, underRule('comment', said.id, 'remove', harassment.slug))

    const own = await inBothLanguages(commenter.browser, async () => {
      const [listed] = (await commentsOf(commenter.browser, memory.shareable_link)).results
      return { id: listed!.id, moderation: listed!.moderation }
    })
    expect(own.english).toMatchObject({
      id: said.id,
      moderation: { state: 'removed', appeal: 'available', rule_label: harassment.label },
    })
    expect(own.spanish).toEqual({
      id: said.id,
      moderation: { ...own.english.moderation, rule_label: SPANISH_RULE },
    })

    const told = await inBothLanguages(commenter.browser, () => allNotifications(commenter.browser))
    expect(told.spanish.map((n) => n.link)).toEqual(told.english.map((n) => n.link))
    expect(told.spanish.map((n) => n.text)).toEqual([
      `El equipo de moderación eliminó tu comentario en «Where the river bends» porque incumple nuestra norma «${SPANISH_RULE}». Ahora nadie más puede verlo; tú sí. Si crees que es un error, puedes apelar una vez, debajo del comentario.`,
    ])
  })
})
