// The notifications module's public face: the only file other modules import.
export { notificationRoutes } from './routes.ts'
export { allowsNotification, notifyUser, switchesOf, type NewNotification } from './deliver.ts'
