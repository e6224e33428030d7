// The profile module's public face: the only file other modules import.
export { profileRoutes } from './routes.ts'
