import fs from 'node:fs'
import path from 'node:path'
import { paths } from '../../paths'

let list: Set<string> | undefined

function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(path.join(paths.content, 'identity/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  )
  return list
}

/**
 * Whether a password is one of the 10,000 most common (content/identity), ignoring case, or one
 * of them with up to four digits or symbols added at the end ("password1234").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  const common = commonPasswords()
  if (common.has(lower)) return true
  const base = lower.replace(/[\d\W_]{1,4}$/u, '')
  return base !== lower && base.length >= 4 && common.has(base)
}
