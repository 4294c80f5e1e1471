import { Trans } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { isApiError } from '@/lib/api-error'
import { useUnsubscribeEmail } from '../api/unsubscribe-email'

function TurnBackOn() {
  return (
    <p>
      <Trans>
        You can turn email on again at any time in <TextLink to={WEB_ROUTES.settings}>Settings</TextLink>,
        once you are signed in.
      </Trans>
    </p>
  )
}

/**
 * The server knew the answer and said no: the token is not one it made (400), or it was used already
 * (410). Any other failure (too many tries, the server or the network) may pass: the button stays.
 */
const isRefusal = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 410)

/**
 * `/email/unsubscribe?token=…`, where a mail's unsubscribe link leads. It only asks: a link scanner
 * opening the link turns nothing off; the person's click on the button does.
 */
export function EmailUnsubscribe() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const unsubscribe = useUnsubscribeEmail()

  if (!token || isRefusal(unsubscribe.error)) {
    return (
      <Card className="flex flex-col gap-4">
        <FocusHeading>
          <Trans>This link is not valid or was already used</Trans>
        </FocusHeading>
        <p>
          <Trans>Nothing was changed. If email is still on, you can turn it off in Settings.</Trans>
        </p>
        <TurnBackOn />
      </Card>
    )
  }
  if (unsubscribe.isSuccess) {
    return (
      <Card className="flex flex-col gap-4 bg-calm">
        <FocusHeading>
          <Trans>Email is turned off</Trans>
        </FocusHeading>
        <p>
          <Trans>Kindred will send no more emails about new things to this address.</Trans>
        </p>
        <TurnBackOn />
      </Card>
    )
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p>
        <Trans>
          This turns off the emails Kindred sends about new things (notifications and daily summaries) for the
          address this link was sent to. Emails you ask for yourself, such as a link to sign in or to reset
          your password, still arrive.
        </Trans>
      </p>
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? (
          <>
            <Spinner />
            <Trans>Turning off…</Trans>
          </>
        ) : (
          <Trans>Turn off email</Trans>
        )}
      </Button>
      {unsubscribe.isError ? (
        <p role="alert" className="font-semibold text-danger">
          <Trans>We could not turn email off just now. Try again in a moment.</Trans>
        </p>
      ) : null}
    </div>
  )
}
