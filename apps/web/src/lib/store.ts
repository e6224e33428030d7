'use client'

import type { Currency } from '@basil/contracts'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { addCartItem, setCartLineQuantity, type CartItem } from './cart'
import { pushSearchTerm } from './search-history'

/** What is kept of a liked shop: enough to list it without asking the API (spec: liked restaurants by uuid). */
export type LikedShop = {
  uuid: string
  id: number
  type: 'restaurant' | 'shop'
  title: string
  logo_img: string | null
  background_img: string | null
}

export type ShopFilter = { category_id?: number; newest?: boolean; order_by?: string; group?: string }

type StoreState = {
  liked: LikedShop[]
  searchHistory: string[]
  currency: Currency | null
  defaultCurrency: Currency | null
  /** The guest's local cart. Issue #6 asks for it to survive reloads (spec §9 predates that), so it is persisted. */
  cart: CartItem[]
  shopFilter: ShopFilter
  toggleLiked: (shop: LikedShop) => boolean
  addSearchTerm: (term: string) => void
  removeSearchTerm: (term: string) => void
  clearSearchHistory: () => void
  setCurrency: (currency: Currency, defaultCurrency?: Currency) => void
  addToCart: (item: CartItem) => void
  setCartQuantity: (index: number, quantity: number) => void
  replaceCart: (items: CartItem[]) => void
  clearCart: () => void
  setShopFilter: (filter: ShopFilter) => void
}

export const useStore = create<StoreState>()(
  persist(
    (set, get) => ({
      liked: [],
      searchHistory: [],
      currency: null,
      defaultCurrency: null,
      cart: [],
      shopFilter: {},
      toggleLiked: (shop) => {
        const exists = get().liked.some((s) => s.uuid === shop.uuid)
        set({ liked: exists ? get().liked.filter((s) => s.uuid !== shop.uuid) : [shop, ...get().liked] })
        return !exists
      },
      addSearchTerm: (term) => set({ searchHistory: pushSearchTerm(get().searchHistory, term) }),
      removeSearchTerm: (term) => set({ searchHistory: get().searchHistory.filter((t) => t !== term) }),
      clearSearchHistory: () => set({ searchHistory: [] }),
      setCurrency: (currency, defaultCurrency) =>
        set({ currency, defaultCurrency: defaultCurrency ?? get().defaultCurrency }),
      addToCart: (item) => set({ cart: addCartItem(get().cart, item) }),
      setCartQuantity: (index, quantity) => set({ cart: setCartLineQuantity(get().cart, index, quantity) }),
      replaceCart: (items) => set({ cart: items }),
      clearCart: () => set({ cart: [] }),
      setShopFilter: (shopFilter) => set({ shopFilter }),
    }),
    {
      name: 'basil-state',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Spec §9: liked, currency and search history persist; issue #6 adds the guest's cart.
      partialize: (s) => ({
        cart: s.cart,
        liked: s.liked,
        searchHistory: s.searchHistory,
        currency: s.currency,
        defaultCurrency: s.defaultCurrency,
      }),
      // Read after hydration (by the shell), so the server's HTML and the first client render agree.
      skipHydration: true,
    },
  ),
)
