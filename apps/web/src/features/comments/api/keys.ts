/**
 * TanStack Query keys of comments. A memory's comments sit under its shareable link, so posting,
 * editing or deleting one refreshes every page of that memory's comments at once.
 */
export const commentKeys = {
  all: ['comments'] as const,
  forMemory: (shareableLink: string) => ['comments', 'memory', shareableLink] as const,
  list: (shareableLink: string) => ['comments', 'memory', shareableLink, 'list'] as const,
}
