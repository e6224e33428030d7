'use client'

import { create } from 'zustand'

export type LoginReason = 'address' | 'notifications' | 'order' | 'account'

/** Transient UI state shared across the shell (never persisted). */
type UiState = {
  loginPrompt: LoginReason | null
  searchOpen: boolean
  menuOpen: boolean
  cartOpen: boolean
  askLogin: (reason: LoginReason) => void
  closeLogin: () => void
  setSearchOpen: (open: boolean) => void
  setMenuOpen: (open: boolean) => void
  setCartOpen: (open: boolean) => void
}

export const useUiStore = create<UiState>()((set) => ({
  loginPrompt: null,
  searchOpen: false,
  menuOpen: false,
  cartOpen: false,
  askLogin: (loginPrompt) => set({ loginPrompt }),
  closeLogin: () => set({ loginPrompt: null }),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setCartOpen: (cartOpen) => set({ cartOpen }),
}))
