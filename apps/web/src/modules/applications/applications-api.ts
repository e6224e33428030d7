'use client'

import type { CourierApplicationBodyInput, ShopApplicationBodyInput } from '@basil/contracts'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

export const shopApplicationKey = ['applications', 'shop'] as const
export const courierApplicationKey = ['applications', 'courier'] as const

/** `GET dashboard/user/shops`: the latest shop application of the signed-in user, or null. */
export async function fetchMyShopApplication(signal?: AbortSignal) {
  return (await apiFetch('dashboard/user/shops', responses.myShopApplication, { signal })).data
}

/** `POST dashboard/user/shops` (be a seller). */
export async function sendShopApplication(body: ShopApplicationBodyInput) {
  return (await apiFetch('dashboard/user/shops', responses.shopApplication, { method: 'POST', body })).data
}

export async function fetchMyCourierApplication(signal?: AbortSignal) {
  return (await apiFetch('dashboard/user/courier-applications', responses.myCourierApplication, { signal })).data
}

export async function sendCourierApplication(body: CourierApplicationBodyInput) {
  return (await apiFetch('dashboard/user/courier-applications', responses.courierApplication, { method: 'POST', body }))
    .data
}

/** `POST dashboard/galleries`: a picture of the application (`shops` or `deliveryman`); answers its absolute URL. */
export async function uploadPicture(file: File, type: 'shops' | 'deliveryman'): Promise<string> {
  const form = new FormData()
  form.append('image', file)
  form.append('type', type)
  const uploaded = await apiFetch('dashboard/galleries', responses.galleryUpload, { method: 'POST', body: form })
  return uploaded.data.title
}
