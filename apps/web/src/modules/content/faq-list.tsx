import type { Faq } from '@basil/contracts'
import { ChevronDownIcon } from '@/modules/ui/icons'
import { RichText } from './rich-text'

/** Questions that open to their answers (native details/summary: keyboard and screen-reader friendly). */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <ul className="flex flex-col gap-3" data-testid="faq-list">
      {faqs.map((f) => (
        <li key={f.id}>
          <details className="group rounded-2xl bg-card ring-1 ring-line open:ring-primary/40">
            <summary className="flex cursor-pointer list-none items-center gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              <span className="flex-1">{f.translation?.question}</span>
              <ChevronDownIcon className="shrink-0 text-muted transition group-open:rotate-180" />
            </summary>
            <RichText html={f.translation?.answer} className="px-5 pb-5 text-muted" />
          </details>
        </li>
      ))}
    </ul>
  )
}
