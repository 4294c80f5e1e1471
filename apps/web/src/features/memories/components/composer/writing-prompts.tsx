const PROMPTS = [
  'Where were you, and how old were you?',
  'What do you remember seeing, hearing or feeling?',
  'What did you need then that you did not get?',
  'How does it show up in your life today?',
  'What would you like someone who went through something similar to know?',
]

/** Gentle, optional starting points, folded away until someone wants them. */
export function WritingPrompts() {
  return (
    <details className="rounded-2xl border-2 border-line p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Not sure where to start?</summary>
      <p className="mt-2">Some questions that may help. Answer any, all or none: there is no right way.</p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
        {PROMPTS.map((prompt) => (
          <li key={prompt}>{prompt}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted">Share only what feels right. You can stop at any point and come back.</p>
    </details>
  )
}
