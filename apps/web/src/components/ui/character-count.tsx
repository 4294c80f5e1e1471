const numbers = new Intl.NumberFormat('en')

/**
 * Under a text box with a limit: how many characters of how many, or by how many it is over (then
 * in the danger colour). Give the box `aria-describedby` with this `id`, so it is read with the box.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max
  return (
    <p id={id} className={over > 0 ? 'text-base font-semibold text-danger' : 'text-base text-muted'}>
      {over > 0
        ? `${numbers.format(over)} characters over the limit of ${numbers.format(max)}.`
        : `${numbers.format(length)} of ${numbers.format(max)} characters`}
    </p>
  )
}
