import type { z } from 'zod'
import type { Db } from '../db/client'

/** A kind of product content kept as a file under content/ and mirrored into the database. */
export interface ContentCollection<T> {
  name: string
  /** Path below content/. */
  file: string
  schema: z.ZodType<T>
  /** Makes the tables match the file: upsert by slug, remove slugs the file no longer has. */
  sync(tx: Db, data: T): Promise<void>
}

/** Lets collections of different types sit in one list. */
export function defineCollection<T>(collection: ContentCollection<T>): ContentCollection<unknown> {
  return collection as ContentCollection<unknown>
}
