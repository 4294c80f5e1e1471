import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { SettingsSection } from '@/components/ui/settings-section'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/form-errors'
import { EXPORT_FILE_NAME, useExportAccount } from '../api/export-account'

/** A copy of everything the account holds, saved as a file on this device. */
export function ExportSection() {
  const exportAccount = useExportAccount()
  const { t } = useLingui()
  const fileName = EXPORT_FILE_NAME
  return (
    <SettingsSection heading={t`A copy of your data`}>
      <p>
        <Trans>
          One file with everything your account holds, such as your details, the memories and comments you
          wrote, and your guide report. It is saved on this device as <code>{fileName}</code>, so keep it
          somewhere private.
        </Trans>
      </p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => exportAccount.mutate()}
        disabled={exportAccount.isPending}
      >
        {exportAccount.isPending ? (
          <>
            <Spinner />
            <Trans>Preparing your file…</Trans>
          </>
        ) : (
          <Trans>Download my data</Trans>
        )}
      </Button>
      <p role="status" className={exportAccount.isError ? 'font-semibold text-danger' : undefined}>
        {exportAccount.isSuccess ? <Trans>Your file {fileName} has been downloaded.</Trans> : null}
        {exportAccount.isError ? describeError(exportAccount.error) : null}
      </p>
    </SettingsSection>
  )
}
