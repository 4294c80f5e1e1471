import { TextLink } from './text-link'

/** Where to go from a dead end: the start page, or help. */
export function WayOutLinks() {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6">
      <li>
        <TextLink to="/">Go to the start page</TextLink>
      </li>
      <li>
        <TextLink to="/help">Get help and support</TextLink>
      </li>
    </ul>
  )
}
