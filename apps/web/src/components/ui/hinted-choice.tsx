import type { InputHTMLAttributes, ReactNode } from 'react'

interface HintedChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string
  type: 'radio' | 'checkbox'
  label: ReactNode
  /** Read out with the choice (aria-describedby), under its label. */
  hint: ReactNode
  hintId: string
  /** An item of a list (`li`) or a block of its own. */
  as?: 'div' | 'li'
  /** The smaller box of a long list of options. */
  small?: boolean
  /** A little space between the label and its hint. */
  spaced?: boolean
}

/** A radio button or checkbox with its label and, under it, what choosing it means. */
export function HintedChoice({
  id,
  label,
  hint,
  hintId,
  as: Item = 'div',
  small = false,
  spaced = false,
  ...input
}: HintedChoiceProps) {
  return (
    <Item className="flex items-start gap-3">
      <input
        id={id}
        aria-describedby={hintId}
        className={
          small
            ? 'mt-1.5 size-5 shrink-0 accent-brand'
            : 'mt-1 size-6 shrink-0 accent-brand dark:accent-brand-soft'
        }
        {...input}
      />
      <span className={spaced ? 'flex flex-col gap-1' : 'flex flex-col'}>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <span id={hintId} className="text-base text-muted">
          {hint}
        </span>
      </span>
    </Item>
  )
}
