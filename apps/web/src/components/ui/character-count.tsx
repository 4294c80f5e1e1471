import { Plural, Trans } from '@lingui/react/macro'
import { useFormats } from '@/lib/use-formats'

/**
 * Under a text box with a limit: how many characters of how many, or by how many it is over (then
 * in the danger colour). Give the box `aria-describedby` with this `id`, so it is read with the box.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { number } = useFormats()
  const over = length - max
  const overCount = number(over)
  const maxCount = number(max)
  const lengthCount = number(length)
  return (
    <p id={id} className={over > 0 ? 'text-base font-semibold text-danger' : 'text-base text-muted'}>
      {over > 0 ? (
        <Plural
          value={over}
          one={`${overCount} character over the limit of ${maxCount}.`}
          other={`${overCount} characters over the limit of ${maxCount}.`}
        />
      ) : (
        <Trans>
          {lengthCount} of {maxCount} characters
        </Trans>
      )}
    </p>
  )
}
