// The checkout module's public face: what a cart costs as an order (used by orders) and the calculate endpoint.
export { checkoutRoutes } from './routes.ts'
export { computeCheckout, type CheckoutInput, type CheckoutTotals } from './service.ts'
