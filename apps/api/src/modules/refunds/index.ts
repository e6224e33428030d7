// The refunds module's public face: the only file other modules import.
export { refundRoutes } from './routes.ts'
