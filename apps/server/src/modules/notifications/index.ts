// The notifications module's public entry: what app.ts and other modules may use.
export { registerNotifications } from './notifications.plugin'
export { notificationsPersonalData } from './notifications-personal-data'
