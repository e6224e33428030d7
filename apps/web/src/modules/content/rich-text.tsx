import { sanitizeHtml } from '@/lib/sanitize-html'

/** Operator-written text (HTML or plain), reduced to safe formatting. */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  if (!html) return null
  return <div className={`prose-basil ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
