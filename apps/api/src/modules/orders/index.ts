// The orders module's public face: the only file other modules import.
export { presentOrders } from './read-model.ts'
export { findOrder, insertStatus, pageOrders, setOrderStatus, type OrderSort } from './repository.ts'
export { orderRoutes } from './routes.ts'
export { cancelOrderInTx } from './service.ts'
