// The profile module's public face: the only file other modules import.
export { loadUser } from './present.ts'
export { profileRoutes } from './routes.ts'
