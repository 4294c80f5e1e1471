// The safety module's public entry: its routes for app.ts (crisis lines, under /api/v1/help), and the
// crisis lines the guide's report shows.
export { crisisLineRoutes } from './routes/crisis-lines.routes'
export { listCrisisLines } from './use-cases/list-crisis-lines'
