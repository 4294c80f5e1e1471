import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

async function main() {
  let config
  try {
    config = loadConfig(process.env)
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`)
      process.exit(1)
    }
    throw err
  }

  const app = await buildApp({ config })
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database last.
  // The delay is a hard cap so a stuck request can never keep a deploy waiting.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { driver: app.database.driver, dataDir: app.database.driver === 'pglite' ? config.dataDir : undefined },
    `Kindred is ready at ${config.appOrigin}`,
  )
}

main().catch((err: unknown) => {
  process.stderr.write(`Kindred could not start: ${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
