import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { serverKeys } from '../db/schema/index'
import { randomToken } from './secrets'

/**
 * A secret the server generates on first start and keeps in its database, so every instance on
 * one PostgreSQL (or the one embedded database in DATA_DIR) shares it across restarts. `generate`
 * makes it (256 random bits unless given); the first instance's is kept, the others read it.
 */
export async function loadServerKey(
  db: Db,
  name: string,
  generate: () => string = randomToken,
): Promise<string> {
  await db.insert(serverKeys).values({ name, value: generate() }).onConflictDoNothing()
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name))
  if (!row) throw new Error(`server key ${name} could not be created`)
  return row.value
}
