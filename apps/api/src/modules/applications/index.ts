// The applications module's public face: the only file other modules import.
export { applicationRoutes } from './routes.ts'
