import Link from 'next/link'
import type { TFunction } from '@/lib/i18n/translate'
import { BikeIcon, ClockIcon, LeafIcon } from '@/modules/ui/icons'

type WelcomeHeroProps = {
  t: TFunction
  title?: string | null
  text?: string | null
  compact?: boolean
  heading?: 'h1' | 'h2'
}

/** The welcome section: what Basil is and the way in. Decoration is CSS and inline SVG (no image request). */
export function WelcomeHero({ t, title, text, compact, heading: Heading = 'h1' }: WelcomeHeroProps) {
  return (
    <section
      aria-labelledby="welcome-title"
      className="mx-auto w-full max-w-[1320px] px-4 pt-4 sm:px-6 desk:px-8 desk:pt-6"
      data-testid="welcome"
    >
      {/* Compact on a phone (no paragraph, smaller type, the two ways in side by side) so shops show in the first screen. */}
      <div className="relative overflow-hidden rounded-[2rem] bg-[linear-gradient(135deg,var(--primary)_0%,color-mix(in_srgb,var(--primary)_65%,#062a14)_100%)] px-5 py-6 text-white sm:px-10 sm:py-10 desk:px-14 desk:py-16">
        <div className="relative z-10 max-w-xl">
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold backdrop-blur sm:text-sm">
            <LeafIcon size={16} /> {t('app.tagline')}
          </p>
          <Heading
            id="welcome-title"
            className={`font-extrabold leading-[1.05] tracking-tight ${compact ? 'text-3xl sm:text-4xl' : 'text-[1.75rem] sm:text-5xl desk:text-6xl'}`}
          >
            {title || t('home.welcomeTitle')}
          </Heading>
          <p className="mt-4 hidden max-w-md text-base text-white/90 sm:block sm:text-lg">
            {text || t('home.welcomeText')}
          </p>
          <div className="mt-5 flex flex-wrap gap-2 sm:mt-7 sm:gap-3">
            <Link
              href="/restaurants"
              className="rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-[#0d3b20] shadow-card transition hover:bg-white/90 sm:px-6 sm:py-3 sm:text-base"
            >
              {t('home.welcomeCta')}
            </Link>
            <Link
              href="/shops"
              className="rounded-full bg-white/15 px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-white/40 backdrop-blur transition hover:bg-white/25 sm:px-6 sm:py-3 sm:text-base"
            >
              {t('home.browseShops')}
            </Link>
          </div>
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-16 end-[-4rem] hidden size-[26rem] rounded-full bg-white/10 sm:block"
        />
        <div aria-hidden="true" className="pointer-events-none absolute end-10 top-10 hidden flex-col gap-3 desk:flex">
          <span className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-[#0d3b20] shadow-pop">
            <span className="grid size-9 place-items-center rounded-full bg-[#e7f6ec]">
              <BikeIcon size={18} />
            </span>
            {t('home.why1Title')}
          </span>
          <span className="ms-10 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-[#0d3b20] shadow-pop">
            <span className="grid size-9 place-items-center rounded-full bg-[#e7f6ec]">
              <LeafIcon size={18} />
            </span>
            {t('home.why2Title')}
          </span>
          <span className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-[#0d3b20] shadow-pop">
            <span className="grid size-9 place-items-center rounded-full bg-[#e7f6ec]">
              <ClockIcon size={18} />
            </span>
            {t('shop.minutes', { from: 20, to: 35 })}
          </span>
        </div>
      </div>
    </section>
  )
}
