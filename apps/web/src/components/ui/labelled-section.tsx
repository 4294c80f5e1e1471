import { useId, type ReactNode } from 'react'

interface LabelledSectionProps {
  heading: ReactNode
  className: string
  headingClassName: string
  children: ReactNode
}

/** A region named by its own heading (a level-2 heading, read as the region's name), then its content. */
export function LabelledSection({ heading, className, headingClassName, children }: LabelledSectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  )
}
