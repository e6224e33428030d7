// Applications on the wire: pure mapping of rows (and their applicant) to the contract's objects.
import type { CourierApplication, ShopApplication } from '@basil/contracts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import type { ApplicantRow, CourierApplicationRow, ShopApplicationRow } from './repository.ts'

type Applicant = ShopApplication['user']

function presentApplicant(row: ApplicantRow | undefined, userId: number): Applicant {
  return {
    id: userId,
    uuid: row?.uuid ?? '',
    firstname: row?.firstname ?? null,
    lastname: row?.lastname ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
  }
}

const urls = (paths: string[], ctx: RequestContext) =>
  paths.map((p) => imageUrl(p, ctx)).filter((u): u is string => u !== null)

export function presentShopApplication(
  row: ShopApplicationRow,
  applicant: ApplicantRow | undefined,
  ctx: RequestContext,
): ShopApplication {
  return {
    id: row.id,
    status: row.status,
    type: row.type,
    title: row.title,
    description: row.description,
    address: row.address,
    phone: row.phone,
    logo_img: imageUrl(row.logoImg, ctx),
    background_img: imageUrl(row.backgroundImg, ctx),
    documents: urls(row.documents, ctx),
    location: { latitude: row.latitude, longitude: row.longitude },
    price: money(row.price, ctx),
    price_per_km: money(row.pricePerKm, ctx),
    min_amount: money(row.minAmount, ctx),
    tax: row.tax,
    delivery_time: { from: row.deliveryTimeFrom, to: row.deliveryTimeTo, type: row.deliveryTimeType },
    delivery_radius: row.deliveryRadiusKm,
    delivery_zone: row.deliveryPolygon,
    categories: row.categories,
    tags: row.tags,
    working_days: row.workingDays.map((d) => ({
      day: d.day as ShopApplication['working_days'][number]['day'],
      from: d.from,
      to: d.to,
      disabled: d.disabled,
    })),
    reason: row.reason,
    shop_id: row.shopId,
    user: presentApplicant(applicant, row.userId),
    decided_at: isoDate(row.decidedAt),
    created_at: isoDate(row.createdAt)!,
    updated_at: isoDate(row.updatedAt)!,
  }
}

export function presentCourierApplication(
  row: CourierApplicationRow,
  applicant: ApplicantRow | undefined,
  ctx: RequestContext,
): CourierApplication {
  return {
    id: row.id,
    status: row.status,
    vehicle_type: row.vehicleType,
    plate: row.plate,
    documents: urls(row.documents, ctx),
    working_area: row.workingArea,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    radius: row.radiusKm,
    reason: row.reason,
    user: presentApplicant(applicant, row.userId),
    decided_at: isoDate(row.decidedAt),
    created_at: isoDate(row.createdAt)!,
    updated_at: isoDate(row.updatedAt)!,
  }
}
