import type { MyBookingBody } from '@basil/contracts/booking'

/** The booking form's values: the body's fields as the form keeps them (the section only narrows the tables). */
export type BookingValues = {
  date: string
  time: string
  guest: number
  section_id: number
  table_id: number
  note: string
}

export function toBookingBody(values: BookingValues, bookingId: number): MyBookingBody {
  const note = values.note.trim()
  return {
    table_id: values.table_id,
    booking_id: bookingId,
    start_date: `${values.date} ${values.time}`,
    guest: values.guest,
    note: note || null,
  }
}

/** Whether a reserved range overlaps the stay [start, end) (instants in ms). */
export function overlaps(range: { start_date: string; end_date: string }, start: number, end: number): boolean {
  return Date.parse(range.start_date) < end && Date.parse(range.end_date) > start
}
