import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/form-errors'
import { useResendVerification } from '../api/resend-verification'

/** "Send the link again" for an address we already know; the outcome is announced politely. */
export function ResendLinkButton({ email }: { email: string }) {
  const resend = useResendVerification()
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate({ email })}>
        {resend.isPending ? (
          <>
            <Spinner />
            <Trans>Sending…</Trans>
          </>
        ) : (
          <Trans>Send the link again</Trans>
        )}
      </Button>
      <p role="status" className={resend.isError ? 'font-semibold text-danger' : undefined}>
        {resend.isSuccess ? (
          <Trans>
            If this address still needs confirming, we have sent a new link to it. It works for 24 hours.
          </Trans>
        ) : null}
        {resend.isError ? describeError(resend.error) : null}
      </p>
    </div>
  )
}
