import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { serve } from './serve'

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
  await serve(app, { port: config.port, host: config.host })
  app.log.info(
    { driver: app.database.driver, dataDir: app.database.driver === 'pglite' ? config.dataDir : undefined },
    `Kindred is ready at ${config.appOrigin}`,
  )
}

main().catch((err: unknown) => {
  process.stderr.write(`Kindred could not start: ${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
