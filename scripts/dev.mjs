// Development: the API server (tsx watch, PGlite in ./data) and the Vite dev server, which
// proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@kindred/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@kindred/web'], { stdio: 'inherit' }),
]
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
children.forEach((child) => child.on('exit', stopAll))
