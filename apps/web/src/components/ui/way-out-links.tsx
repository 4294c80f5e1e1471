import { Trans } from '@lingui/react/macro'
import { TextLink } from './text-link'

/** Where to go from a dead end: the start page, or help. */
export function WayOutLinks() {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6">
      <li>
        <TextLink to="/">
          <Trans>Go to the start page</Trans>
        </TextLink>
      </li>
      <li>
        <TextLink to="/help">
          <Trans>Get help and support</Trans>
        </TextLink>
      </li>
    </ul>
  )
}
