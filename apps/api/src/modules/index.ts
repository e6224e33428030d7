import type { FastifyPluginAsync } from 'fastify'
import { globalRoutes } from './global/index.ts'
import { contentRoutes } from './content/index.ts'
import { promotionRoutes } from './promotions/index.ts'
import { deliveryInterestRoutes, shopRoutes } from './shops/index.ts'
import { branchRoutes } from './branches/index.ts'
import { bookingRoutes } from './booking/index.ts'
import { productRoutes } from './products/index.ts'
import { authRoutes } from './auth/index.ts'
import { profileRoutes } from './profile/index.ts'
import { addressRoutes } from './addresses/index.ts'
import { notificationRoutes } from './notifications/index.ts'
import { uploadRoutes } from './uploads/index.ts'
import { cartRoutes } from './cart/index.ts'
import { checkoutRoutes } from './checkout/index.ts'
import { orderRoutes } from './orders/index.ts'
import { walletRoutes } from './wallet/index.ts'
import { paymentMethodRoutes, paymentProcessRoutes } from './payments/index.ts'
import { sellerRoutes } from './seller/index.ts'
import { refundRoutes } from './refunds/index.ts'
import { applicationRoutes } from './applications/index.ts'
import { chatRoutes } from './chat/index.ts'
import { pushRoutes } from './push/index.ts'
import { parcelOrderRoutes, parcelTypeRoutes } from './parcels/index.ts'

/** Every module's routes, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [
  globalRoutes,
  contentRoutes,
  parcelTypeRoutes,
  promotionRoutes,
  paymentMethodRoutes,
  shopRoutes,
  deliveryInterestRoutes,
  branchRoutes,
  bookingRoutes,
  productRoutes,
  authRoutes,
  profileRoutes,
  addressRoutes,
  notificationRoutes,
  uploadRoutes,
  cartRoutes,
  checkoutRoutes,
  orderRoutes,
  walletRoutes,
  paymentProcessRoutes,
  sellerRoutes,
  refundRoutes,
  applicationRoutes,
  chatRoutes,
  pushRoutes,
  parcelOrderRoutes,
]
