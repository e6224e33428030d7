import 'server-only'
import { cache } from 'react'
import { getBannerAd, getBlog, getCareer, getRecipe } from './content'
import { getShop } from './shops'

// One request per render for entities that a layout (which decides 404 before anything streams) and its page both
// need.
export const getShopCached = cache(getShop)
export const getRecipeCached = cache(getRecipe)
export const getBlogCached = cache(getBlog)
export const getCareerCached = cache(getCareer)
export const getBannerAdCached = cache(getBannerAd)
