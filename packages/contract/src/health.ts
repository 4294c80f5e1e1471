import { z } from 'zod'

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
})
export type HealthResponse = z.infer<typeof HealthResponseSchema>
