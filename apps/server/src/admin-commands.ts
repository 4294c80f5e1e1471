import { WEB_ROUTES } from '@kindred/contract/web-routes'
import type { Db } from './db/client'
import { systemClock } from './lib/clock'
import { anyOtherModerator, createAccountIn } from './modules/identity'
import { recountListedBlocks } from './modules/memories'
import { changeRole, type RoleChange, type RoleChangeOutcome } from './modules/moderation'

// What each `npm run admin` command does and says (admin.ts reads the arguments and opens the
// database). The words name an account by its display name, never its address, in case they end
// up in a log (SPEC §10). `failed` answers exit with code 1.

export interface CommandResult {
  text: string
  failed: boolean
}

const ROLE_WORDS = { 'grant-moderator': 'a moderator', 'grant-admin': 'an admin' } as const

function describe(change: RoleChange, outcome: RoleChangeOutcome): CommandResult {
  if (outcome.status === 'no_account') return { text: 'No account uses that email address.', failed: true }
  const name = outcome.person.displayName
  if (change === 'revoke-moderator') {
    if (outcome.status === 'changed')
      return { text: `Revoked: ${name} is no longer a moderator.`, failed: false }
    if (outcome.status === 'admin_stays')
      return {
        text: `${name} is an admin and stays one: revoke-moderator changes moderators only. Nothing changed.`,
        failed: false,
      }
    return { text: `${name} is not a moderator. Nothing changed.`, failed: false }
  }
  if (outcome.status === 'changed')
    return { text: `Granted: ${name} is now ${ROLE_WORDS[change]}.`, failed: false }
  if (outcome.status === 'admin_stays')
    return { text: `${name} is an admin, which includes moderating. Nothing changed.`, failed: false }
  return { text: `${name} is already ${ROLE_WORDS[change]}. Nothing changed.`, failed: false }
}

/** grant-moderator, revoke-moderator, grant-admin: an existing account's role. */
export async function runRoleChange(db: Db, change: RoleChange, email: string): Promise<CommandResult> {
  const outcome = await changeRole({ db }, { change, who: { email } })
  return describe(change, outcome)
}

/**
 * create-admin: a fresh install has nobody who could grant a role in the app, so this makes the
 * first admin's account. It has no password yet: "Forgot your password?" sets one and verifies the
 * address. The answer says what to do next: set that password and, while nobody else moderates, add
 * a second moderator, since nobody decides an appeal of their own decision (decision 038).
 * `appOrigin` is where Kindred answers (APP_URL's origin), for the pages it names.
 */
export async function runCreateAdmin(db: Db, email: string, appOrigin: string): Promise<CommandResult> {
  const outcome = await createAccountIn(db, systemClock, { email, role: 'admin' })
  if (outcome.status === 'taken')
    return {
      text: 'An account already uses that email address. Nothing was created: to make it an admin, use grant-admin.',
      failed: true,
    }
  const lines = [
    `Created: ${outcome.displayName} is an admin.`,
    '',
    'What to do next:',
    `  1. Set a password: open ${appOrigin}${WEB_ROUTES.login}, choose “Forgot your password?” and enter`,
    '     this address. The emailed link sets the password and confirms the address.',
  ]
  if (!(await anyOtherModerator(db, outcome.id)))
    lines.push(
      '  2. Add a second moderator. People can appeal a moderator’s decision, and nobody decides an',
      '     appeal of their own decision: while you are the only moderator, appeals wait.',
      '     Once someone you trust has a Kindred account, add them under “Moderators” at',
      `     ${appOrigin}${WEB_ROUTES.moderation}, or run:`,
      '       npm run admin -- grant-moderator <their email address>',
    )
  return { text: lines.join('\n'), failed: false }
}

/**
 * recount-listed: how many memories every visitor may list in each block of ids, counted afresh
 * (decision 079), after a rolling deploy across migration 0024; safe while the servers run.
 */
export async function runRecountListed(db: Db): Promise<CommandResult> {
  const { blocks, listed } = await recountListedBlocks(db)
  return {
    text: `Recounted: ${blocks} blocks of memory ids, ${listed} memories every visitor may list.`,
    failed: false,
  }
}
