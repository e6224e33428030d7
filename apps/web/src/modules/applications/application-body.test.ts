import { courierApplicationBodySchema, shopApplicationBodySchema } from '@basil/contracts/applications'
import { describe, expect, it } from 'vitest'
import { toCourierApplicationBody } from './courier-body'
import { DAYS, toShopApplicationBody, type SellerValues } from './seller-body'

const point = { latitude: 38.9, longitude: -77.03 }

function sellerValues(overrides: Partial<SellerValues> = {}): SellerValues {
  const values: SellerValues = {
    type: 'shop',
    address: ' 1 Main street ',
    phone: '+12025550100',
    logo: 'http://x.test/storage/images/shops/a.webp',
    background: 'http://x.test/storage/images/shops/b.webp',
    price: '2',
    price_per_km: '',
    min_amount: '10',
    tax: '5',
    delivery_time_from: '20',
    delivery_time_to: '40',
    delivery_time_type: 'minute',
    delivery_radius: '3',
    title_en: 'Corner shop',
    title_fr: '',
    description_en: 'Fresh',
    description_fr: '',
  }
  for (const day of DAYS)
    Object.assign(values, { [`from_${day}`]: '08:00', [`to_${day}`]: '20:00', [`closed_${day}`]: '' })
  return { ...values, closed_sunday: 'yes', ...overrides }
}

describe('the application forms’ bodies', () => {
  it('makes the be-seller body the contract accepts: texts per language, the address in the page’s language', () => {
    const body = toShopApplicationBody(
      sellerValues(),
      { point, categories: [4], tags: [], locales: ['en', 'fr'] },
      'fr',
    )
    const parsed = shopApplicationBodySchema.parse(body)
    expect(parsed.title).toEqual({ en: 'Corner shop' })
    expect(parsed.address).toEqual({ fr: '1 Main street' })
    expect(parsed.images).toHaveLength(2)
    expect(parsed.location).toEqual(point)
    expect(parsed.price_per_km).toBe(0)
    expect(parsed.working_days.find((d) => d.day === 'sunday')?.disabled).toBe(true)
    expect(parsed.working_days).toHaveLength(7)
  })

  it('leaves a missing name to the contract’s message', () => {
    const body = toShopApplicationBody(sellerValues({ title_en: ' ' }), {
      point,
      categories: [],
      tags: [],
      locales: ['en'],
    })
    const result = shopApplicationBodySchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['title'])
  })

  it('makes the be-courier body with the documents photo and the point of the working area', () => {
    const body = toCourierApplicationBody(
      {
        vehicle_type: 'car',
        plate: ' AB-12 ',
        documents: 'http://x.test/storage/images/deliveryman/c.webp',
        working_area: 'Downtown',
        radius: '4',
      },
      { point },
    )
    expect(courierApplicationBodySchema.parse(body)).toMatchObject({
      plate: 'AB-12',
      documents: [expect.any(String)],
      radius: 4,
    })
  })
})
