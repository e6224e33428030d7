// The notifications module's public face: the only file other modules import.
export { notificationRoutes } from './routes.ts'
export { insertNotification as notifyUser } from './repository.ts'
