// The booking module's public face: the only file other modules import.
export { bookingRoutes } from './routes.ts'
