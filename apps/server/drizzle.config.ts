import { defineConfig } from 'drizzle-kit'

// Generates SQL migrations from the schema without a database; the app applies them itself at start
// (drizzle-kit's own migrate command is unreliable on PGlite, see STYLE.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
})
