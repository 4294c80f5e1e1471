import { Trans } from '@lingui/react/macro'

/** Said before anyone deletes their account, in full: nothing here should come as a surprise. */
export function WhatDeletionErases() {
  return (
    <>
      <p>
        <Trans>Deleting your account erases, straight away and for good:</Trans>
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        <li>
          <Trans>your email address, password and Google link</Trans>
        </li>
        <li>
          <Trans>your pseudonym</Trans>
        </li>
        <li>
          <Trans>the memories you shared, and the replies to them</Trans>
        </li>
        <li>
          <Trans>your comments, “me too”, love, votes and supportive notes on others’ memories</Trans>
        </li>
        <li>
          <Trans>your connections and notifications</Trans>
        </li>
        <li>
          <Trans>your guide answers and report, if you took the guide while signed in</Trans>
        </li>
        <li>
          <Trans>your preferences</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          You will be signed out on every device. We cannot bring any of it back afterwards, so if you would
          like a copy, download your data first.
        </Trans>
      </p>
    </>
  )
}
