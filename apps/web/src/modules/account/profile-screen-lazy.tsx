'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { ProfileSkeleton } from './profile-skeleton'

// The screen's code (its forms on react-hook-form) is not in the route's first-load JavaScript (issue 14 item 9).
// Until it arrives the page shows the skeleton the screen itself shows while the account loads (server-rendered too),
// so nothing moves when it does.
const ProfileScreen = dynamic(() => import('./profile-screen').then((m) => m.ProfileScreen), {
  ssr: false,
  loading: () => <ProfileSkeleton />,
})

/** /profile for a signed-in person; `addresses`: the saved addresses' manager (see ProfileScreen). */
export function ProfileScreenLazy({ addresses }: { addresses: ReactNode }) {
  return <ProfileScreen addresses={addresses} />
}
