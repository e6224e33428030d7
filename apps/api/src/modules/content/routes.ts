import type { FastifyPluginAsync } from 'fastify'
import { bannerRoutes } from './banners/routes.ts'
import { blogRoutes } from './blogs/routes.ts'
import { brandRoutes } from './brands/routes.ts'
import { careerRoutes } from './careers/routes.ts'
import { categoryRoutes } from './categories/routes.ts'
import { faqRoutes } from './faqs/routes.ts'
import { pageRoutes } from './pages/routes.ts'
import { recipeRoutes } from './recipes/routes.ts'
import { storyRoutes } from './stories/routes.ts'

/** The public content endpoints: catalogue taxonomy, marketing, editorial and reference data (coupons and referrals are
 * in promotions/, payment methods in payments/methods/, parcel types in parcels/). */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    categoryRoutes,
    brandRoutes,
    bannerRoutes,
    storyRoutes,
    blogRoutes,
    careerRoutes,
    recipeRoutes,
    faqRoutes,
    pageRoutes,
  ]) {
    await app.register(routes)
  }
}
