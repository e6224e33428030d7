'use client'

import { useSearchParams } from 'next/navigation'
import { useAppConfig } from '@/lib/app-config'
import { referralsOffered } from '@/lib/settings'

/** The invitation link of a referral code: the sign-up page with the code filled in (`/register?referral=CODE`). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/register?${new URLSearchParams({ referral: code })}`
}

/** A referral code from the address (`?referral=`), trimmed; empty when none or implausibly long. */
export function referralFromParam(value: string | null | undefined): string {
  const code = (value ?? '').trim()
  return code.length <= 64 ? code : ''
}

/**
 * The referral code a sign-up offers to take: the invitation link's `?referral=` (always kept), or an empty field while
 * the operator offers referrals; undefined (no field) otherwise.
 */
export function useReferralToOffer(): string | undefined {
  const params = useSearchParams()
  const { settings } = useAppConfig()
  const fromLink = referralFromParam(params.get('referral'))
  if (fromLink) return fromLink
  return referralsOffered(settings) ? '' : undefined
}
