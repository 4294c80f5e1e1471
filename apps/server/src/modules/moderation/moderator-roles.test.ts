import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MODERATOR_PATHS, type Moderator, type ModeratorList } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { buildInteractionsApp, quickPerson } from '../../../test/interaction-fixtures'
import { TestBrowser } from '../../../test/test-browser'
import { users } from '../../db/schema'
import { changeRole } from './use-cases/change-role'

// Who moderates (SPEC §3.1, §10): admins list moderators, add one by email and remove one, in the
// app; nobody else may. A change holds from the person's very next request, even on the embedded
// database where session checks are cached (decision 009).

const { app } = await buildInteractionsApp()
const { db } = app.database

async function personWithRole(label: string, role: 'user' | 'moderator' | 'admin' = 'user') {
  const someone = await quickPerson(app, label)
  await db.update(users).set({ role }).where(eq(users.id, someone.id))
  return someone
}

const roleOf = async (id: number) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role
const admin = await personWithRole('admin', 'admin')
const list = async () => (await admin.browser.get(MODERATOR_PATHS.moderators)).json() as ModeratorList
const grant = (email: string, browser = admin.browser) => browser.post(MODERATOR_PATHS.moderators, { email })
const revoke = (publicId: string, browser = admin.browser) =>
  browser.delete(MODERATOR_PATHS.moderator(publicId))
const queueStatus = async (browser: TestBrowser) =>
  (await browser.get(MODERATION_QUEUE_PATHS.queue)).statusCode

describe('who may manage moderators', () => {
  it('answers 401 to a visitor and 403 to a person and to a moderator, on every route', async () => {
    const person = await personWithRole('person')
    const moderator = await personWithRole('moderator', 'moderator')
    const calls = [
      (browser: TestBrowser) => browser.get(MODERATOR_PATHS.moderators),
      (browser: TestBrowser) => grant(person.email, browser),
      (browser: TestBrowser) => revoke(moderator.publicId, browser),
    ]
    for (const call of calls) {
      expect((await call(new TestBrowser(app))).statusCode).toBe(401)
      for (const refused of [person, moderator]) {
        const res = await call(refused.browser)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
      }
    }
    expect(await roleOf(person.id)).toBe('user')
    expect(await roleOf(moderator.id)).toBe('moderator')
  })
})

describe('the list', () => {
  it('shows admins first, then moderators, by name, with no email; ordinary members are not in it', async () => {
    const moderator = await personWithRole('zz-listed', 'moderator')
    const member = await personWithRole('not-listed')
    const { results } = await list()
    const admins = results.filter((m) => m.role === 'admin')
    expect(results.slice(0, admins.length)).toEqual(admins)
    expect(results).toContainEqual<Moderator>({
      public_id: admin.publicId,
      display_name: admin.displayName,
      role: 'admin',
    })
    expect(results).toContainEqual<Moderator>({
      public_id: moderator.publicId,
      display_name: moderator.displayName,
      role: 'moderator',
    })
    expect(results.map((m) => m.public_id)).not.toContain(member.publicId)
    expect(JSON.stringify(results)).not.toContain('@example.org')
  })
})

describe('adding a moderator by email', () => {
  it('grants the role, whatever the case of the address, and the person moderates from their next request', async () => {
    const person = await personWithRole('new-mod')
    // Their session check is now cached: the grant must still reach their next request.
    expect(await queueStatus(person.browser)).toBe(403)
    expect(await queueStatus(person.browser)).toBe(403)

    const res = await grant(person.email.toUpperCase())
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      outcome: 'granted',
      moderator: { public_id: person.publicId, display_name: person.displayName, role: 'moderator' },
    })
    expect(await queueStatus(person.browser)).toBe(200)
    expect((await list()).results.map((m) => m.public_id)).toContain(person.publicId)
  })

  it('says when nothing changed: already a moderator, or an admin (who stays one)', async () => {
    const moderator = await personWithRole('already', 'moderator')
    const otherAdmin = await personWithRole('other-admin', 'admin')

    const again = await grant(moderator.email)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ outcome: 'already_moderator', moderator: { role: 'moderator' } })

    const toAdmin = await grant(otherAdmin.email)
    expect(toAdmin.statusCode).toBe(200)
    expect(toAdmin.json()).toMatchObject({ outcome: 'admin', moderator: { role: 'admin' } })
    expect(await roleOf(otherAdmin.id)).toBe('admin')
  })

  it('answers 404 when no account uses the address, and 422 for something that is not an address', async () => {
    const missing = await grant('nobody-here@example.org')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({
      code: 'NO_ACCOUNT',
      message: 'No account uses that email address.',
    })

    const invalid = await grant('not an address')
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().fields[0].path).toContain('email')
  })
})

describe('removing a moderator', () => {
  it('revokes the role, and the person is refused the queue on their very next request', async () => {
    const moderator = await personWithRole('leaving', 'moderator')
    expect(await queueStatus(moderator.browser)).toBe(200)
    expect(await queueStatus(moderator.browser)).toBe(200)

    const res = await revoke(moderator.publicId)
    expect(res.statusCode).toBe(204)
    expect(await queueStatus(moderator.browser)).toBe(403)
    expect(await roleOf(moderator.id)).toBe('user')
    expect((await list()).results.map((m) => m.public_id)).not.toContain(moderator.publicId)

    const again = await revoke(moderator.publicId)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ code: 'NOT_MODERATOR' })
    expect((await revoke('no-such-person')).statusCode).toBe(404)
  })

  it('leaves an admin an admin, and an admin cannot revoke themself', async () => {
    const otherAdmin = await personWithRole('stays-admin', 'admin')
    const other = await revoke(otherAdmin.publicId)
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({ code: 'ADMIN_STAYS' })
    expect(await roleOf(otherAdmin.id)).toBe('admin')

    const self = await revoke(admin.publicId)
    expect(self.statusCode).toBe(409)
    expect(self.json()).toMatchObject({ code: 'OWN_ROLE' })
    expect(await roleOf(admin.id)).toBe('admin')
    expect(await queueStatus(admin.browser)).toBe(200)
  })
})

describe('the role change behind the command line', () => {
  const deps = { db }

  it('grants admin, leaves an admin as is on grant-moderator and revoke-moderator, and finds no unknown address', async () => {
    const person = await personWithRole('to-admin')
    const made = await changeRole(deps, { change: 'grant-admin', who: { email: person.email } })
    expect(made).toMatchObject({ status: 'changed', person: { role: 'admin' } })
    for (const change of ['grant-moderator', 'revoke-moderator'] as const) {
      const kept = await changeRole(deps, { change, who: { email: person.email } })
      expect(kept).toMatchObject({ status: 'admin_stays', person: { role: 'admin' } })
    }
    expect(await roleOf(person.id)).toBe('admin')
    expect(await changeRole(deps, { change: 'grant-admin', who: { email: person.email } })).toMatchObject({
      status: 'unchanged',
    })
    expect(
      await changeRole(deps, { change: 'grant-moderator', who: { email: 'nobody@example.org' } }),
    ).toEqual({ status: 'no_account' })
  })

  it('waits for a change of the same person in progress, and never undoes a grant of admin', async () => {
    const person = await personWithRole('raced')
    let locked!: () => void
    const rowLocked = new Promise<void>((resolve) => (locked = resolve))
    // Another change holds the person's row and makes them an admin a moment later.
    const making = db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, person.id)).for('update')
      locked()
      await new Promise((resolve) => setTimeout(resolve, 200))
      await tx.update(users).set({ role: 'admin' }).where(eq(users.id, person.id))
    })
    await rowLocked
    const granting = changeRole(deps, { change: 'grant-moderator', who: { email: person.email } })
    await making
    expect(await granting).toMatchObject({ status: 'admin_stays' })
    expect(await roleOf(person.id)).toBe('admin')
  })
})
