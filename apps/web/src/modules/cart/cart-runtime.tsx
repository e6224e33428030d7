'use client'

import { CartSync } from './cart-sync'
import { GroupMemberWatcher } from './group-panel'

/** What the cart needs on every page of the main layout: the sign-in sync and the group member's watch. */
export function CartRuntime() {
  return (
    <>
      <CartSync />
      <GroupMemberWatcher />
    </>
  )
}
