import type { FastifyPluginAsync } from 'fastify'
import { globalRoutes } from './global/routes.ts'
import { contentRoutes } from './content/routes.ts'
import { shopRoutes } from './shops/routes.ts'
import { branchRoutes } from './branches/routes.ts'
import { bookingRoutes } from './booking/routes.ts'
import { productRoutes } from './products/routes.ts'

/** Every module's routes, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [globalRoutes, contentRoutes, shopRoutes, branchRoutes, bookingRoutes, productRoutes]
