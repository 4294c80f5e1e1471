import { useId, type ChangeEvent, type ReactNode } from 'react'

export const inputClassName =
  'min-h-12 w-full rounded-xl border-2 bg-card px-4 py-2 text-ink aria-invalid:border-danger border-line'

/** Ids for a field's hint and error, and the aria-describedby that joins whichever exist. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className="text-base text-muted">
      {children}
    </p>
  ) : null
}

/** Shown beside the field it is about, and read out with it (aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="font-semibold text-danger">
      {message}
    </p>
  ) : null
}

/** A field's label, then its hint and error, in the order they are read out. */
export function FieldHead(props: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error: string | undefined
}) {
  return (
    <>
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      <FieldHint id={props.id}>{props.hint}</FieldHint>
      <FieldError id={props.id} message={props.error} />
    </>
  )
}

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  hint?: ReactNode
  error?: string | undefined
  id?: string | undefined
}

/**
 * Splits a field's props the same way for every kind of field: what its frame shows (label, hint,
 * error), what ties the control to them (its id, the given one or a generated one; the change it
 * reports as plain text; aria-invalid while there is an error; aria-describedby joining the hint, the
 * error and any extra ids, a character count say) and the rest, the control's own attributes.
 */
export function useField<P extends FieldProps>(props: P, describedByExtra?: string) {
  const { label, value, onValueChange, hint, error, id: given, ...rest } = props
  const generated = useId()
  const id = given ?? generated
  const described = [describedBy(id, hint, error), describedByExtra].filter(Boolean).join(' ')
  const control = {
    id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  }
  return { frame: { id, label, hint, error }, control, rest }
}

/** A field: its label, hint and error above the control (`children`), in the order they are read. */
export function FieldFrame(props: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      <FieldHead id={props.id} label={props.label} hint={props.hint} error={props.error} />
      {props.children}
    </div>
  )
}
