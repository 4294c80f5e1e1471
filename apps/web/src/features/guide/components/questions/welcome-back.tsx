/** For a return visit: reassurance that nothing was lost, and where the person is. */
export function WelcomeBack({ answered, groupTitle }: { answered: number; groupTitle: string }) {
  return (
    <p className="rounded-2xl border-2 border-line bg-calm p-5">
      Welcome back. Your {answered === 1 ? 'answer is' : `${answered} answers are`} kept as you left{' '}
      {answered === 1 ? 'it' : 'them'}, and you are on the group &ldquo;{groupTitle}&rdquo;.
    </p>
  )
}
