// Pure mapping of reservations to the wire (IBooking), and the allowed moves of a reservation.
import type { BookingTable, Shop, ShopSection, UserBooking, UserBookingStatus } from '@basil/contracts'
import { isoDate } from '../../lib/present.ts'
import type { UserBookingRow } from './reservation-repository.ts'

export interface ReservationParts {
  table: BookingTable | null
  section: ShopSection | null
  shop: Shop | null
  user: { id: number; firstname: string | null; lastname: string | null; phone: string | null } | null
}

export function presentReservation(row: UserBookingRow, parts: ReservationParts): UserBooking {
  return {
    id: row.id,
    booking_id: row.bookingId,
    table_id: row.tableId,
    user_id: row.userId,
    start_date: isoDate(row.startDate)!,
    end_date: isoDate(row.endDate)!,
    guest: row.guest,
    note: row.note,
    status: row.status,
    cancel_reason: row.cancelReason,
    created_at: isoDate(row.createdAt),
    table: parts.table ? { ...parts.table, shop_section: parts.section } : null,
    shop: parts.shop,
    user: parts.user,
  }
}

/** The shop's moves: accept a new one, seat an accepted one, finish a seated one, cancel before seating. */
const SHOP_MOVES: Record<UserBookingStatus, readonly UserBookingStatus[]> = {
  new: ['accepted', 'canceled'],
  accepted: ['seated', 'canceled'],
  seated: ['finished'],
  finished: [],
  canceled: [],
}

export function shopMovesFrom(status: UserBookingStatus): readonly UserBookingStatus[] {
  return SHOP_MOVES[status]
}

/** The customer cancels a reservation that is new or accepted and has not started yet. */
export function customerMayCancel(row: Pick<UserBookingRow, 'status' | 'startDate'>, now: Date): boolean {
  return (row.status === 'new' || row.status === 'accepted') && row.startDate.getTime() > now.getTime()
}

export const BOOKING_STATUS_TITLES: Record<UserBookingStatus, string> = {
  new: 'Your reservation was received',
  accepted: 'Your reservation was accepted',
  seated: 'Welcome! You are seated',
  finished: 'Thank you for your visit',
  canceled: 'Your reservation was canceled',
}
