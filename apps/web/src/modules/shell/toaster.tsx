'use client'

import { useEffect } from 'react'
import { Toaster as Sonner, toast as sonner } from 'sonner'
import { attachToaster } from '@/lib/toast'
import { useTheme } from './use-theme'

/** sonner's toaster: top right, 5 s, close button and type icons, in the page's theme. Loaded with the first toast. */
export default function Toaster({ dir, closeLabel }: { dir: 'ltr' | 'rtl'; closeLabel: string }) {
  const theme = useTheme()
  useEffect(() => attachToaster(({ kind, message }) => sonner[kind](message)), [])
  return (
    <Sonner
      position="top-right"
      duration={5000}
      closeButton
      richColors
      theme={theme}
      dir={dir}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  )
}
