import { Trans } from '@lingui/react/macro'

/** The same honest hint wherever we send a link. */
export function SpamFolderHint() {
  return (
    <p className="text-muted">
      <Trans>
        Nothing there after a few minutes? Look in your spam or junk folder, or check the address for a typo.
      </Trans>
    </p>
  )
}
