import type { ReactNode } from 'react'
import { Card } from './card'

/** Honest placeholder: says plainly that a screen is not built yet and what it will hold. */
export function ComingSoon({ items, children }: { items: string[]; children?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-2xl font-semibold">Coming soon</h2>
      <p>We are still building this part of Kindred. When it is ready, it will hold:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {children}
    </Card>
  )
}
