import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getBlogCached } from '@/lib/api/cached'

// Decides "not found" here, before the page's loading state streams, so a missing one answers HTTP 404.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ uuid: string }> }) {
  const { uuid } = await params
  if (!(await getBlogCached(String(uuid)))) notFound()
  return children
}
