import type { CourierApplicationBodyInput } from '@basil/contracts'
import type { LatLng } from '@/lib/preferences'

export const VEHICLES = ['bicycle', 'scooter', 'motorbike', 'car', 'foot'] as const

/** The be-courier form's values; `documents` is the uploaded photo's URL. */
export type CourierValues = {
  vehicle_type: string
  plate: string
  documents: string
  working_area: string
  radius: string
}

export interface CourierExtras {
  point: LatLng
}

export function toCourierApplicationBody(values: CourierValues, extras: CourierExtras): CourierApplicationBodyInput {
  return {
    vehicle_type: values.vehicle_type as CourierApplicationBodyInput['vehicle_type'],
    plate: values.plate.trim() || null,
    documents: values.documents ? [values.documents] : [],
    working_area: values.working_area.trim(),
    location: { latitude: extras.point.latitude, longitude: extras.point.longitude },
    radius: values.radius || null,
  }
}
