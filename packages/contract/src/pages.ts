import { z } from 'zod'

// The one shape of a page of a list: every paged answer is written with these, so a list's page
// fields read the same in every feature and are declared once.

/** A page's position: its number, its size and whether another follows. */
export const pageFields = {
  page: z.number().int(),
  limit: z.number().int(),
  has_next: z.boolean(),
}

/** A page of `schema` results; a list that says more (a total, a count) extends it. */
export const PageOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    results: z.array(schema),
    ...pageFields,
  })

/** A page of `schema` results that also says how many there are in all (`total`, before the page). */
export const CountedPageOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    results: z.array(schema),
    total: z.number().int(),
    ...pageFields,
  })

/**
 * A page of a list that also goes on by a cursor (decision 063): `next_cursor`, present when
 * another page follows, is where it starts. Sent back as `cursor`, it reads the next page as cheaply
 * as the first, and new items at the top move nothing. Answers without it read as before.
 */
export const CursorPageOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    results: z.array(schema),
    ...pageFields,
    next_cursor: z
      .string()
      .describe('Present when another page follows: send it as `cursor` to read that page from here.')
      .optional(),
  })
