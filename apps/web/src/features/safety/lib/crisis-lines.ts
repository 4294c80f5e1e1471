import type { CrisisLine } from '@kindred/contract/safety'
import file from '@content/safety/crisis-lines.json'

/**
 * Crisis lines, bundled at build time so /help works even when the API does not. The file is
 * checked against the contract schema by a test rather than at run time: the help page must never
 * fail to render because of a typo in content.
 */
export const crisisLines: readonly CrisisLine[] = [...file.lines].sort((a, b) => a.order - b.order)
