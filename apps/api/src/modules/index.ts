import type { FastifyPluginAsync } from 'fastify'
import { globalRoutes } from './global/routes.ts'

/** Every module's routes, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [globalRoutes]
