// Runs before the app (a deferred classic script placed ahead of it in index.html), so before any
// zod schema is built, however the bundle is split. The CSP forbids eval (script-src 'self'); zod 4
// probes `new Function` when it builds its first object schema, and the browser reports that probe
// as a CSP violation even though zod catches it. `jitless` skips the probe and the compiled fast
// path; parsing stays the same. zod keeps its settings in this global (zod/v4/core `globalConfig`).
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true })
