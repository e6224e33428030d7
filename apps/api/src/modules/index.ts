import type { FastifyPluginAsync } from 'fastify'
import { globalRoutes } from './global/routes.ts'
import { contentRoutes } from './content/routes.ts'
import { shopRoutes } from './shops/routes.ts'
import { branchRoutes } from './branches/routes.ts'
import { bookingRoutes } from './booking/routes.ts'
import { productRoutes } from './products/routes.ts'
import { authRoutes } from './auth/routes.ts'
import { profileRoutes } from './profile/routes.ts'
import { addressRoutes } from './addresses/routes.ts'
import { notificationRoutes } from './notifications/routes.ts'
import { uploadRoutes } from './uploads/routes.ts'

/** Every module's routes, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [globalRoutes, contentRoutes, shopRoutes, branchRoutes, bookingRoutes, productRoutes, authRoutes, profileRoutes, addressRoutes, notificationRoutes, uploadRoutes]
