// drizzle-kit reads every table from this file; each feature keeps its tables in its own file.
export * from './content'
export * from './identity'
export * from './jobs'
export * from './guide'
export * from './moderation'
export * from './memories'
export * from './preferences'
