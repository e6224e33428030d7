import { IntentLink } from '@/modules/ui/intent-link'
import { SafeImage } from '@/modules/ui/safe-image'

export type Chip = { id: number; title: string; img?: string | null }

type FilterChipsProps = {
  label: string
  chips: Chip[]
  selected: number | undefined
  allLabel: string
  /** Builds the link for a chip (undefined id: the "all" chip). */
  hrefFor: (id: number | undefined) => string
  testId?: string
}

/** Category or tag filters as links (they work without JavaScript, and the URL can be shared). */
export function FilterChips({ label, chips, selected, allLabel, hrefFor, testId }: FilterChipsProps) {
  const base =
    'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition'
  const on = 'border-fg bg-fg text-bg'
  const off = 'border-line bg-card text-fg hover:border-muted'
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:-mx-6 sm:px-6 desk:mx-0 desk:flex-wrap desk:px-0">
        <li className="shrink-0">
          <IntentLink
            href={hrefFor(undefined)}
            scroll={false}
            aria-current={selected === undefined ? 'page' : undefined}
            className={`${base} ${selected === undefined ? on : off}`}
          >
            {allLabel}
          </IntentLink>
        </li>
        {chips.map((chip) => (
          <li key={chip.id} className="shrink-0">
            <IntentLink
              href={hrefFor(chip.id)}
              scroll={false}
              aria-current={selected === chip.id ? 'page' : undefined}
              className={`${base} ${selected === chip.id ? on : off}`}
            >
              {chip.img ? (
                <SafeImage src={chip.img} alt="" width={20} height={20} className="size-5 rounded-full object-cover" />
              ) : null}
              {chip.title}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
