import { Button } from '@/components/ui/button'
import { SettingsSection } from '@/components/ui/settings-section'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/form-errors'
import { EXPORT_FILE_NAME, useExportAccount } from '../api/export-account'

/** A copy of everything the account holds, saved as a file on this device. */
export function ExportSection() {
  const exportAccount = useExportAccount()
  return (
    <SettingsSection heading="A copy of your data">
      <p>
        One file with everything your account holds, such as your details, the memories and comments you
        wrote, and your guide report. It is saved on this device as <code>{EXPORT_FILE_NAME}</code>, so keep
        it somewhere private.
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
            Preparing your file…
          </>
        ) : (
          'Download my data'
        )}
      </Button>
      <p role="status" className={exportAccount.isError ? 'font-semibold text-danger' : undefined}>
        {exportAccount.isSuccess ? `Your file ${EXPORT_FILE_NAME} has been downloaded.` : null}
        {exportAccount.isError ? describeError(exportAccount.error) : null}
      </p>
    </SettingsSection>
  )
}
