// How the boundary rules' tests run a rule: through ESLint with the repository's own configuration,
// on probe files that are never written to disk.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { expect } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })

/**
 * `breaches(file, code)`: the messages of the rule `ruleId` on `code` as if it were the file at
 * `file` under `folder`; a parse error fails the test instead of passing as "no breach".
 */
export function breachesOf(ruleId, folder) {
  return async function breaches(file, code) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, folder, file) })
    const fatal = result.messages.filter((message) => message.fatal)
    expect(fatal).toEqual([])
    return result.messages.filter((message) => message.ruleId === ruleId)
  }
}

/** The text of the one message in `found`; fails the test when there is none, or more than one. */
export function onlyMessage(found) {
  expect(found).toHaveLength(1)
  return found[0].message
}
