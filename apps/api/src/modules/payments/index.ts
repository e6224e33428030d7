// The payments module's public face: the only file other modules import.
export { paymentMethodRoutes } from './methods/routes.ts'
export { shopAcceptsPayment } from './repository.ts'
export { paymentProcessRoutes } from './routes.ts'
export { NOT_ACCEPTED_BY_SHOP } from './service.ts'
export { createPaymentsRuntime, type PaymentsOptions } from './providers.ts'
