'use client'

import dynamic from 'next/dynamic'
import { useUiStore } from '@/lib/ui-store'

// Overlays are loaded the first time they open, so their code is not part of any page's first load.
const LoginPrompt = dynamic(() => import('./login-prompt'), { ssr: false })
const MobileMenu = dynamic(() => import('./mobile-menu'), { ssr: false })
const SearchOverlay = dynamic(() => import('@/modules/search/search-overlay'), { ssr: false })

export function OverlayHost() {
  const login = useUiStore((s) => s.loginPrompt !== null)
  const menu = useUiStore((s) => s.menuOpen)
  const search = useUiStore((s) => s.searchOpen)
  return (
    <>
      {login ? <LoginPrompt /> : null}
      {menu ? <MobileMenu /> : null}
      {search ? <SearchOverlay /> : null}
    </>
  )
}
