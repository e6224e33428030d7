// The global module's public face: the only file other modules import.
export { globalRoutes } from './routes.ts'
