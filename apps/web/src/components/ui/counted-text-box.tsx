import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CharacterCount } from './character-count'
import { inputClassName } from './field-parts'

interface CountedTextBoxProps {
  label: ReactNode
  hint?: ReactNode
  /** Said at once (role="alert"): this box opens in place, with nothing else to read it out. */
  error: string | undefined
  value: string
  onValueChange: (value: string) => void
  /** The limit, counted on the trimmed text as people type. */
  max: number
  rows: number
  /** Looser lines, for a longer note. */
  relaxed?: boolean
}

/**
 * A text box opened in place by a button, so the cursor goes straight to it: its label, hint and
 * error, then the box and its character count, all read with it.
 */
export function CountedTextBox({
  label,
  hint,
  error,
  value,
  onValueChange,
  max,
  rows,
  relaxed,
}: CountedTextBoxProps) {
  const id = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => box.current?.focus(), [])
  const length = value.trim().length
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-count`]
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <textarea
        ref={box}
        id={id}
        value={value}
        rows={rows}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error || length > max ? true : undefined}
        aria-describedby={described.filter(Boolean).join(' ')}
        className={relaxed ? `${inputClassName} leading-relaxed` : inputClassName}
      />
      <CharacterCount id={`${id}-count`} length={length} max={max} />
    </>
  )
}
