'use client'

import type { Blog } from '@basil/contracts'
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'

// Split here, in a client module, so the dialog's code (Radix) loads only on /?news={uuid}.
const NewsDialog = dynamic(() => import('./news-dialog').then((m) => m.NewsDialog))

/** `children`: the post's text, already rendered (and sanitised) on the server. */
export function NewsDialogLazy({ news, children }: { news: Blog; children?: ReactNode }) {
  return <NewsDialog news={news}>{children}</NewsDialog>
}
