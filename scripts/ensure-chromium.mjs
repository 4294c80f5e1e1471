// The browser tests drive the system Chromium (Playwright cannot download its own browser here).
// Installs it with apt when missing and we are root; otherwise says exactly what to do.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0
  if (!isRoot) {
    console.error(`Chromium is needed for the browser tests and was not found at ${CHROMIUM}.`)
    console.error('Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.')
    process.exit(1)
  }
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  })
}
