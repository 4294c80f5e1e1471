/** How the routes that mark notifications or choose their types are declared: signed in, one limit. */
export const changes = { who: 'member', limit: 'notificationChangesPerUser' } as const
