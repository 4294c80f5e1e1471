/**
 * How the routes that give and take back a me too, a love, a vote or a phrase are declared: both
 * count against the reactions limit (SPEC §3.6); giving is taking part, refused while suspended
 * (SPEC §10), taking back is not.
 */
export const giving = { who: 'member', participation: true, limit: 'reactionsPerUser' } as const
export const takingBack = { who: 'member', limit: 'reactionsPerUser' } as const
