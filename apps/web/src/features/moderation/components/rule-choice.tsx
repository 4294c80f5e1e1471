import type { QueueItem } from '@kindred/contract/moderation-queue'

interface RuleChoiceProps {
  /** One radio group per question: the name the inputs share. */
  name: string
  reasons: QueueItem['reasons']
  rule: string
  onRule: (slug: string) => void
}

/** The rule a decision names, among the reasons the item was reported for. */
export function RuleChoice({ name, reasons, rule, onRule }: RuleChoiceProps) {
  return (
    <>
      {reasons.map((reason) => (
        <label key={reason.slug} className="flex items-start gap-3">
          <input
            type="radio"
            name={name}
            value={reason.slug}
            checked={rule === reason.slug}
            onChange={() => onRule(reason.slug)}
            className="mt-1 size-5 shrink-0 accent-brand dark:accent-brand-soft"
          />
          <span>{reason.label}</span>
        </label>
      ))}
    </>
  )
}
