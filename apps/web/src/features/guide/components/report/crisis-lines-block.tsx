import { Trans } from '@lingui/react/macro'
import type { GuideReportBlock } from '@kindred/contract/guide'
import { linkClassName } from '@/components/ui/text-link'
import { useGuideEnvironment } from '../guide-context'

type Lines = Extract<GuideReportBlock, { type: 'crisis-lines' }>['lines']

/**
 * People to talk to. The app's own crisis-line list (the same one /help shows) when the page provides
 * it; otherwise the lines the report carries, so they are never missing.
 */
export function CrisisLinesBlock({ lines }: { lines: Lines }) {
  const { crisisLines } = useGuideEnvironment()
  return (
    <div className="flex flex-col gap-3">
      <h3 className="mt-2 text-xl font-semibold">
        <Trans>People you can talk to</Trans>
      </h3>
      <p>
        <Trans>Free and confidential. You do not need to be in crisis to call.</Trans>
      </p>
      {crisisLines ?? (
        <ul className="flex flex-col gap-3">
          {lines.map((line) => (
            <li key={line.slug}>
              <strong className="font-semibold">{line.name}</strong> ({line.region}):{' '}
              <a href={line.href} className={linkClassName}>
                {line.contact}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
