import { useId } from 'react'
import { Trans } from '@lingui/react/macro'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { SAFETY_FILTER_SLUGS } from '@kindred/contract/preferences-content-constants'
import { useMemoriesEnvironment } from '../memories-context'

interface WarningChoicesProps {
  value: readonly SafetyFilterSlug[]
  onChange: (value: SafetyFilterSlug[]) => void
}

/** Content warnings the author adds beyond those the tags bring, so readers' filters fold it away. */
export function WarningChoices({ value, onChange }: WarningChoicesProps) {
  const id = useId()
  const { filterLabel } = useMemoriesEnvironment()
  const toggle = (slug: SafetyFilterSlug) =>
    onChange(value.includes(slug) ? value.filter((s) => s !== slug) : [...value, slug])
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold">
        <Trans>Content warnings (optional)</Trans>
      </legend>
      <p id={`${id}-hint`} className="text-base text-muted">
        <Trans>
          Your tags already add their warnings. Tick anything else your memory touches on, so people who would
          rather not read about it see it folded away.
        </Trans>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {SAFETY_FILTER_SLUGS.map((slug) => (
          <li key={slug} className="flex items-start gap-3">
            <input
              id={`${id}-${slug}`}
              type="checkbox"
              checked={value.includes(slug)}
              onChange={() => toggle(slug)}
              className="mt-1.5 size-5 shrink-0 accent-brand"
            />
            <label htmlFor={`${id}-${slug}`}>{filterLabel(slug)}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
