import type { Said } from '../lib/reaction-said'

/** The status line under a set of reactions: what the last press did, read out by screen readers. */
export function SaidLine({ said }: { said: Said }) {
  return (
    <p
      role="status"
      className={said.failed ? 'font-semibold text-danger empty:hidden' : 'text-base text-muted empty:hidden'}
    >
      {said.text}
    </p>
  )
}
