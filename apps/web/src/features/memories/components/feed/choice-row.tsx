import type { ReactNode } from 'react'

export interface RowChoice<T> {
  value: T
  label: string
  /** The language the label is in, when not the page's (a language named in itself). */
  lang?: string | undefined
}

/**
 * One of a few choices for the list (its order, its language): one row, its name beside the choices
 * (on a phone the choices go under one another). Where the panel is narrow in the app's rem (a phone
 * at 150 % text and more) the name goes above them, so a long choice never spills sideways.
 */
export function ChoiceRow<T extends string | null>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: ReactNode
  name: string
  choices: readonly RowChoice<T>[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="me-5 flex min-h-11 items-center font-semibold @min-[20rem]:float-left">
        {legend}
      </legend>
      <div className="flex flex-wrap items-center gap-x-6">
        {choices.map((choice) => (
          <label key={choice.value ?? ''} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={choice.value ?? ''}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-5 accent-brand"
            />
            <span lang={choice.lang}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
