import type { ItemOption } from '@kindred/contract/guide-content'

interface AnswerOptionProps {
  name: string
  option: ItemOption
  checked: boolean
  busy: boolean
  onChoose: (value: string) => void
}

/**
 * One large choice. A native radio, so arrow keys move within the question and Tab moves on. Choices
 * stay open while an answer saves (the latest one wins); only while an answer is being cleared is it
 * marked unavailable, rather than `disabled`, which would drop keyboard focus.
 */
export function AnswerOption({ name, option, checked, busy, onChoose }: AnswerOptionProps) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-card px-4 py-3 hover:border-brand has-checked:border-brand has-checked:bg-calm has-aria-disabled:cursor-wait dark:hover:border-brand-soft dark:has-checked:border-brand-soft">
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        aria-disabled={busy || undefined}
        onChange={() => {
          if (!busy) onChoose(option.value)
        }}
        className="size-5 shrink-0 accent-brand dark:accent-brand-soft"
      />
      <span>{option.label}</span>
    </label>
  )
}
