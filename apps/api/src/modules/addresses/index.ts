// The addresses module's public face: the only file other modules import.
export { presentAddress } from './present.ts'
export { addressRoutes } from './routes.ts'
