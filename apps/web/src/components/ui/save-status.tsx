import { Trans } from '@lingui/react/macro'
import { Failure } from './failure'

interface Saving {
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  error: unknown
}

/**
 * Under choices saved as they change: "Saving…", then "Saved." (a status line, read out), or why the
 * change could not be saved (an alert; the choice shows what is saved again).
 */
export function SaveStatus({ saving }: { saving: Saving }) {
  return (
    <>
      <p role="status" className={saving.isIdle || saving.error ? 'sr-only' : 'text-base text-muted'}>
        {saving.isSuccess ? <Trans>Saved.</Trans> : saving.isPending ? <Trans>Saving…</Trans> : ''}
      </p>
      <Failure error={saving.error}>
        <Trans>We could not save that change.</Trans>
      </Failure>
    </>
  )
}
