'use client'

import type { Blog } from '@basil/contracts'
import dynamic from 'next/dynamic'

// Split here, in a client module, so the dialog's code (Radix) loads only on /?news={uuid}.
const NewsDialog = dynamic(() => import('./news-dialog').then((m) => m.NewsDialog))

export function NewsDialogLazy({ news }: { news: Blog }) {
  return <NewsDialog news={news} />
}
