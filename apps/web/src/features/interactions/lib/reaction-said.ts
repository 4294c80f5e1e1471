/** What the last press on a memory's reactions did, said in their status line. */
export type Said = { text: string; failed: boolean }
export const quiet: Said = { text: '', failed: false }
