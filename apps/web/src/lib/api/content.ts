import 'server-only'
import {
  bannerAdResponseSchema,
  bannerAdsResponseSchema,
  bannersResponseSchema,
  blogResponseSchema,
  blogsResponseSchema,
  careerResponseSchema,
  careersResponseSchema,
  faqsResponseSchema,
  landingPageResponseSchema,
  legalPageResponseSchema,
  pageResponseSchema,
  recipeResponseSchema,
  recipesResponseSchema,
  referralResponseSchema,
  shopSchema,
  statResponseSchema,
  storiesResponseSchema,
} from '@basil/contracts'
import { fetchApi, fetchApiOrNull } from './client'
import { getRequestContext } from './request-context'
import { TAGS } from './tags'

export async function getBanners() {
  return (await fetchApi('rest/banners/paginate', bannersResponseSchema, { perPage: 10 }, { tags: [TAGS.banners] }))
    .data
}

export async function getBannerAds(page = 1) {
  const { location } = await getRequestContext()
  return fetchApi(
    'rest/banners-ads',
    bannerAdsResponseSchema,
    { perPage: 12, page, address: location },
    { tags: [TAGS.banners, TAGS.shops] },
  )
}

const adResponseSchema = bannerAdResponseSchema(shopSchema)
export async function getBannerAd(id: number) {
  return (await fetchApiOrNull(`rest/banners-ads/${id}`, adResponseSchema))?.data ?? null
}

export async function getStories() {
  return fetchApi('rest/stories/paginate', storiesResponseSchema, {}, { tags: [TAGS.stories, TAGS.shops] })
}

export async function getBlogs(type: 'blog' | 'notification', page = 1, perPage = 12) {
  return fetchApi('rest/blogs/paginate', blogsResponseSchema, { type, page, perPage })
}

export async function getBlog(uuid: string) {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null
  return (await fetchApiOrNull(`rest/blogs/${uuid}`, blogResponseSchema))?.data ?? null
}

export async function getCareers(page = 1) {
  return fetchApi('rest/careers/paginate', careersResponseSchema, { page, perPage: 50 })
}

export async function getCareer(id: number) {
  return (await fetchApiOrNull(`rest/careers/${id}`, careerResponseSchema))?.data ?? null
}

export async function getRecipes(page = 1, perPage = 12) {
  return fetchApi('rest/receipts/paginate', recipesResponseSchema, { page, perPage })
}

export async function getRecipe(id: string) {
  if (!/^[\w-]{1,40}$/.test(id)) return null
  return (await fetchApiOrNull(`rest/receipts/${id}`, recipeResponseSchema))?.data ?? null
}

export async function getFaqs() {
  return (await fetchApi('rest/faqs/paginate', faqsResponseSchema, { perPage: 100 })).data
}

export async function getLegalPage(kind: 'policy' | 'term') {
  return (await fetchApiOrNull(`rest/${kind}`, legalPageResponseSchema))?.data ?? null
}

export async function getPage(kind: 'about' | 'delivery') {
  return (await fetchApiOrNull(`rest/pages/${kind}`, pageResponseSchema))?.data ?? null
}

export async function getWelcomePage() {
  return (
    (await fetchApiOrNull('rest/landing-pages/welcome', landingPageResponseSchema, {}, { tags: [TAGS.pages] }))?.data ??
    null
  )
}

export async function getStats() {
  return (await fetchApiOrNull('rest/stat', statResponseSchema))?.data ?? null
}

/** The running referral programme (`rest/referral`: rewards in the visitor's currency, terms), or null when none runs. */
export async function getReferral() {
  return (await fetchApiOrNull('rest/referral', referralResponseSchema))?.data ?? null
}
