import type { TFunction } from '@/lib/i18n/translate'
import { BikeIcon, LeafIcon, ShieldIcon, TagIcon } from '@/modules/ui/icons'

/** The why-choose-us section. */
export function WhyChooseUs({ t }: { t: TFunction }) {
  const items = [
    { Icon: BikeIcon, title: t('home.why1Title'), text: t('home.why1Text') },
    { Icon: LeafIcon, title: t('home.why2Title'), text: t('home.why2Text') },
    { Icon: TagIcon, title: t('home.why3Title'), text: t('home.why3Text') },
    { Icon: ShieldIcon, title: t('home.why4Title'), text: t('home.why4Text') },
  ]
  return (
    <section
      aria-labelledby="why-title"
      className="defer-render mx-auto w-full max-w-[1320px] px-4 [--defer-size:820px] sm:px-6 desk:px-8 desk:[--defer-size:240px]"
      data-testid="why-choose-us"
    >
      <h2 id="why-title" className="mb-5 text-xl font-extrabold tracking-tight sm:text-2xl">
        {t('home.whyTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 desk:grid-cols-4">
        {items.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-3xl bg-surface p-6">
            <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-card text-primary-ink shadow-card">
              <Icon size={22} />
            </span>
            <h3 className="font-bold">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
