/** How many found a comment helpful, in words. */
export const helpfulCountText = (count: number) =>
  count === 0 ? 'Nobody has marked this helpful yet' : `${count} found this helpful`
