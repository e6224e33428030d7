import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getRecipeCached } from '@/lib/api/cached'

// Decides "not found" here, before the page's loading state streams, so a missing one answers HTTP 404.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!(await getRecipeCached(String(id)))) notFound()
  return children
}
