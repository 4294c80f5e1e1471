import { useId, useState } from 'react'

/**
 * Whether a comment goes without the person's name, and the box that says so: their default
 * (decision 057) until they tick or untick it, then their choice, until `reset` after posting.
 */
export function useWithoutName(anonymousByDefault: boolean) {
  const [chosen, setChosen] = useState<boolean | null>(null)
  return { anonymous: chosen ?? anonymousByDefault, choose: setChosen, reset: () => setChosen(null) }
}

interface WithoutNameChoiceProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/** The checkbox under a comment's box: "Comment without my name", "Reply without my name". */
export function WithoutNameChoice({ label, checked, onChange }: WithoutNameChoiceProps) {
  const id = useId()
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-brand dark:accent-brand-soft"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
