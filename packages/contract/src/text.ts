import { z } from 'zod'

/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate cannot be encoded as UTF-8:
 * both would surface as database errors, so every string input is checked for them up front.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a string cannot be stored, or null when it can. */
export function unstorableReason(value: string): string | null {
  if (NUL.test(value)) return 'must not contain NUL characters'
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text'
  return null
}

/**
 * A bounded, storable string: every string the API accepts is built from this. With `trim`, the
 * spaces around it go first and the bounds apply to what is kept (so "  Q  " is one character).
 * `tooShort` is what a string under `min` is told, when a field has words of its own for it.
 */
export function text(options: { min?: number; max: number; trim?: boolean; tooShort?: string }) {
  const string = options.trim ? z.string().trim() : z.string()
  return string
    .min(options.min ?? 0, options.tooShort)
    .max(options.max)
    .superRefine((value, ctx) => {
      const reason = unstorableReason(value)
      if (reason) ctx.addIssue({ code: 'custom', message: reason })
    })
}
