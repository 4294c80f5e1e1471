// The health module's public entry: its route for app.ts.
export { healthRoutes } from './routes/health.routes'
