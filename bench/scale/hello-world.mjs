// The 100 % line of bench/scale.mjs (issue 14): a plain Fastify hello-world, the same Fastify as the
// server's, in a process of its own like the server. `node bench/scale/hello-world.mjs <port>`.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' })
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
