/**
 * How the routes that answer, remove, block, mute or change settings are declared: by a signed-in
 * person, against one generous limit (a wall for a script, not for a person).
 */
export const changes = { who: 'member', limit: 'peopleChangesPerUser' } as const
