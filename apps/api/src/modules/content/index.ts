// The content module's public face: the only file other modules import.
export { contentRoutes } from './routes.ts'
