/**
 * SPEC §3.6: accounts under 24 hours old may share fewer memories and ask no one to connect. The
 * period is configuration (`NEW_ACCOUNT_HOURS`, `config.newAccountMs`); 0 turns it off.
 */
export const isNewAccount = (createdAt: Date, now: Date, newAccountMs: number) =>
  newAccountMs > 0 && now.getTime() - createdAt.getTime() < newAccountMs

/** When the account stops being new. */
export const newAccountEndsAt = (createdAt: Date, newAccountMs: number) =>
  new Date(createdAt.getTime() + newAccountMs)
