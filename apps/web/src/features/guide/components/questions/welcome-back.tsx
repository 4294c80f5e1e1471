import { Plural } from '@lingui/react/macro'

/** For a return visit: reassurance that nothing was lost, and where the person is. */
export function WelcomeBack({ answered, groupTitle }: { answered: number; groupTitle: string }) {
  return (
    <p className="rounded-2xl border-2 border-line bg-calm p-5">
      <Plural
        value={answered}
        one={`Welcome back. Your answer is kept as you left it, and you are on the group “${groupTitle}”.`}
        other={`Welcome back. Your # answers are kept as you left them, and you are on the group “${groupTitle}”.`}
      />
    </p>
  )
}
