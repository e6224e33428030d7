// The branches module's public face: the only file other modules import.
export { branchRoutes } from './routes.ts'
