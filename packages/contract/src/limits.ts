/** Business constants of the seed (§9) and SPEC §2. */
export const PAGE_SIZE = 10
export const VOTERS_LIMIT = 10
export const GUIDE_COMMENTS_LIMIT = 100
export const USER_MEMORIES_LIMIT = 5
export const MAX_LIST_LIMIT = 100
