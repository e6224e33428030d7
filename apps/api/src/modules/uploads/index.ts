// The uploads module's public face: the only file other modules import.
export { uploadRoutes } from './routes.ts'
export { ownUploadPath } from './service.ts'
