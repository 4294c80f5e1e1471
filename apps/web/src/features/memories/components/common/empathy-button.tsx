import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useMemoriesEnvironment } from '../memories-context'

/**
 * The empathy ("me too") button, with the words the person chose in their preferences. Reactions
 * arrive with a later part of Kindred; until then pressing it says so gently, beside the button.
 */
export function EmpathyButton({ count }: { count: number }) {
  const { empathyLabel } = useMemoriesEnvironment()
  const [pressed, setPressed] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => setPressed(true)}>
        {empathyLabel}
        {count > 0 ? <span className="text-muted">{count}</span> : null}
      </Button>
      <p role="status" className="text-base text-muted">
        {pressed ? `Reactions are coming soon. Thank you for wanting to say “${empathyLabel}”.` : ''}
      </p>
    </div>
  )
}
