'use client'

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** Being a member of someone else's group cart (guest or user): enough to read and add to it after a reload. */
export type GroupMembership = { cartId: number; shopId: number; uuid: string; name: string }

type GroupState = {
  membership: GroupMembership | null
  join: (membership: GroupMembership) => void
  leave: () => void
}

export const useGroupStore = create<GroupState>()(
  persist(
    (set) => ({
      membership: null,
      join: (membership) => set({ membership }),
      leave: () => set({ membership: null }),
    }),
    { name: 'basil-group', version: 1, storage: createJSONStorage(() => localStorage), skipHydration: true },
  ),
)
