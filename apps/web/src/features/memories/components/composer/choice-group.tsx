import { useId, type ReactNode } from 'react'

export interface Choice<T extends string | number> {
  value: T
  label: string
  hint?: string
}

interface ChoiceGroupProps<T extends string | number> {
  legend: string
  hint?: ReactNode
  choices: readonly Choice<T>[]
  value: T
  onChange: (value: T) => void
  error?: string | undefined
}

/** One choice of several as radio buttons, each with a plain explanation read out with it. */
export function ChoiceGroup<T extends string | number>({
  legend,
  hint,
  choices,
  value,
  onChange,
  error,
}: ChoiceGroupProps<T>) {
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <p className="font-semibold text-danger">{error}</p> : null}
      <ul className="flex flex-col gap-2">
        {choices.map((choice) => (
          <li key={choice.value} className="flex items-start gap-3">
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={id}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={choice.hint ? `${id}-${choice.value}-hint` : undefined}
              className="mt-1.5 size-5 shrink-0 accent-brand"
            />
            <span className="flex flex-col">
              <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
              {choice.hint ? (
                <span id={`${id}-${choice.value}-hint`} className="text-base text-muted">
                  {choice.hint}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
