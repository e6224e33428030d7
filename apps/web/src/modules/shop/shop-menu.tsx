'use client'

import { memo, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import type { ScreenLayout } from '@/lib/layout-rules'
import type { CardProduct } from '@/modules/product/card-product'
import { ProductCard } from '@/modules/product/product-card'
import { openProduct } from '@/modules/product/product-url'

export type MenuCategory = { id: number; title: string; products: CardProduct[] }

/**
 * The menu by category with a sticky category bar that follows the scroll. Opening a product pushes ?product= without
 * a navigation (the dialog host reacts to the URL).
 */
export function ShopMenu({ categories, layout }: { categories: MenuCategory[]; layout: ScreenLayout }) {
  const { t } = useTranslation()
  const [active, setActive] = useState<number | null>(categories[0]?.id ?? null)
  const bar = useRef<HTMLUListElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const preload = () => void import('@/modules/product/product-dialog')

  useEffect(() => {
    // The active category is the last one whose heading has reached the reading line (or the last one in view at the
    // bottom of the page).
    let frame = 0
    const update = () => {
      frame = 0
      const sections = categories
        .map((c) => document.getElementById(`category-${c.id}`))
        .filter((el): el is HTMLElement => !!el)
      const first = sections[0]
      // Hidden (e.g. behind a loading state): there is nothing to read; the observer below runs again when it shows.
      if (!first || !first.getClientRects().length) return
      const line = readReadingLine(first)
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4
      let current = first
      for (const section of sections) if (section.getBoundingClientRect().top <= line) current = section
      if (atBottom) {
        const visible = sections.filter((s) => s.getBoundingClientRect().top < window.innerHeight)
        current = visible[visible.length - 1] ?? current
      }
      setActive(Number(current.getAttribute('data-category')))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', schedule, { passive: true })
    // The menu can move without a scroll event (pictures, a section laid out late, the window resized).
    const resizes = new ResizeObserver(schedule)
    if (root.current) resizes.observe(root.current)
    return () => {
      window.removeEventListener('scroll', schedule)
      resizes.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [categories])

  useEffect(() => {
    // Keep the active chip in the middle of the horizontal bar. Only the bar scrolls: scrollIntoView would also scroll
    // the page to bring the bar into view, and on a phone, where the bar starts below the first screen, the page slid
    // down by itself as soon as it loaded (and the browser stopped measuring its largest paint).
    const strip = bar.current
    const chip = strip?.querySelector<HTMLElement>(`[data-chip="${active}"]`)
    if (!strip || !chip || strip.scrollWidth <= strip.clientWidth) return
    const chipBox = chip.getBoundingClientRect()
    const stripBox = strip.getBoundingClientRect()
    // Physical pixels: a positive offset moves the bar's view to the right, in both directions of writing.
    const offset = chipBox.left + chipBox.width / 2 - (stripBox.left + stripBox.width / 2)
    if (Math.abs(offset) < 1) return
    strip.scrollBy({ left: offset, behavior: 'smooth' })
  }, [active])

  if (!categories.length) {
    return (
      <p className="rounded-3xl bg-surface px-6 py-12 text-center text-muted" data-testid="shop-menu">
        {t('shop.emptyMenu')}
      </p>
    )
  }
  const jump = (id: number) => {
    const target = document.getElementById(`category-${id}`)
    if (!target) return
    target.scrollIntoView({ behavior: 'smooth', block: 'start' })
    setActive(id)
    landOn(target)
  }
  const chips = (vertical: boolean) => (
    <ul
      ref={vertical ? undefined : bar}
      className={vertical ? 'flex flex-col gap-1' : 'no-scrollbar flex gap-2 overflow-x-auto py-3'}
    >
      {categories.map((c) => (
        <li key={c.id} className="shrink-0">
          <a
            href={`#category-${c.id}`}
            data-chip={c.id}
            aria-current={active === c.id ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault()
              jump(c.id)
            }}
            className={
              vertical
                ? `block rounded-xl px-3 py-2 text-sm font-semibold transition ${active === c.id ? 'bg-primary-soft text-primary-ink' : 'text-muted hover:bg-surface hover:text-fg'}`
                : `block rounded-full px-4 py-2 text-sm font-semibold transition ${active === c.id ? 'bg-fg text-bg' : 'bg-surface text-fg hover:bg-surface-2'}`
            }
          >
            {c.title}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <div
      ref={root}
      className={layout === 'classic' ? 'min-w-0 desk:grid desk:grid-cols-[200px_1fr] desk:gap-8' : 'min-w-0'}
      data-testid="shop-menu"
      data-layout={layout}
    >
      {/* Sticks right under the header: on a phone below its second row, the address (globals.css). */}
      <nav
        aria-label={t('shop.categories')}
        className={
          layout === 'classic'
            ? 'sticky top-header-phone sm:top-header-row z-20 -mx-4 border-b border-line bg-bg/95 px-4 backdrop-blur desk:top-28 desk:mx-0 desk:self-start desk:border-0 desk:bg-transparent desk:px-0'
            : 'sticky top-header-phone sm:top-header-row z-20 -mx-4 border-b border-line bg-bg/95 px-4 backdrop-blur desk:top-20'
        }
        data-testid="category-bar"
      >
        {layout === 'classic' ? (
          <>
            <div className="desk:hidden">{chips(false)}</div>
            <div className="hidden desk:block">
              <h2 className="mb-2 px-3 text-xs font-bold uppercase tracking-wide text-muted">{t('shop.menu')}</h2>
              {chips(true)}
            </div>
          </>
        ) : (
          chips(false)
        )}
      </nav>
      <div className="flex min-w-0 flex-col gap-10 pt-6" onPointerOver={preload}>
        <MenuSections categories={categories} layout={layout} />
      </div>
    </div>
  )
}

const openCard = (product: CardProduct) => openProduct(product.uuid)

/** How long after a jump has come to rest its heading is held in place while the sections around it settle. */
const HOLD_MS = 1000

/**
 * Puts a section's heading where a jump should have put it once the smooth scroll has stopped, and holds it there for
 * a moment. On phones the sections are laid out only as they come near the window (content-visibility): a long jump
 * stops short of its category as the sections on the way take their real height, and just after it has come to rest
 * the sections around it still grow (seen: 84 px, the heading 16 px below its place).
 */
function landOn(section: HTMLElement): void {
  let timer = 0
  let frame = 0
  let holdUntil = 0
  const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const stop = () => {
    window.removeEventListener('scrollend', hold)
    window.clearTimeout(timer)
    cancelAnimationFrame(frame)
    for (const type of userInput) window.removeEventListener(type, stop)
  }
  const align = () => {
    const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0
    const off = section.getBoundingClientRect().top - margin
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    if (Math.abs(off) > 2 && !(off > 0 && atBottom)) section.scrollIntoView({ behavior: 'instant', block: 'start' })
  }
  // Every frame of the hold: a frame is where a section's new height shows.
  const check = (now: number) => {
    align()
    if (now < holdUntil) frame = requestAnimationFrame(check)
    else stop()
  }
  function hold() {
    window.removeEventListener('scrollend', hold)
    window.clearTimeout(timer)
    holdUntil = performance.now() + HOLD_MS
    frame = requestAnimationFrame(check)
  }
  window.addEventListener('scrollend', hold, { once: true })
  // Browsers without scrollend, and a jump that did not need to scroll at all.
  timer = window.setTimeout(hold, 1200)
  // The person scrolls on their own meanwhile: the page is theirs again.
  for (const type of userInput) window.addEventListener(type, stop, { passive: true })
}

/**
 * How far down the window a category heading must come to count as the one being read: where a jump from the menu
 * puts it (its scroll margin, which clears the sticky header and bar), or the bottom of the chip bar when the bar lies
 * over the menu and reaches lower. The side menu of wide screens sits beside the sections, so its (tall) bottom edge
 * is no line to read against.
 */
function readReadingLine(section: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0
  const bar = document.querySelector('[data-testid=category-bar]')?.getBoundingClientRect()
  const box = section.getBoundingClientRect()
  const barOverMenu = bar && bar.height > 0 && bar.left < box.right && bar.right > box.left ? bar.bottom : 0
  // Some slack: a smooth scroll or a rounded scroll margin can stop a few pixels short of the line.
  return Math.max(margin, barOverMenu) + 24
}

/**
 * A category's height on a phone before it is first laid out (rows of two cards, or one row per product). Only phones
 * defer the menu's rendering: there the estimate holds, and there the work saved matters.
 */
function estimateHeight(products: number, layout: ScreenLayout): number {
  return 44 + (layout === 'classic' ? products * 124 : Math.ceil(products / 2) * 292)
}

/**
 * The categories' products: memoised (the active chip changes as the page scrolls, the products do not), and each
 * category its own Suspense boundary, so that React hydrates a long menu in several short tasks rather than one that
 * keeps a phone from answering a tap.
 */
const MenuSections = memo(function MenuSections({
  categories,
  layout,
}: {
  categories: MenuCategory[]
  layout: ScreenLayout
}) {
  return categories.map((c) => (
    <Suspense key={c.id}>
      <section
        id={`category-${c.id}`}
        data-category={c.id}
        aria-labelledby={`category-title-${c.id}`}
        className="scroll-mt-48 sm:scroll-mt-36 max-sm:defer-render desk:scroll-mt-44"
        style={{ '--defer-size': `${estimateHeight(c.products.length, layout)}px` } as CSSProperties}
      >
        <h2 id={`category-title-${c.id}`} className="mb-4 text-xl font-extrabold tracking-tight">
          {c.title}
        </h2>
        <ul
          className={
            layout === 'classic' ? 'grid gap-3 md:grid-cols-2' : 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4'
          }
        >
          {c.products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} layout={layout === 'classic' ? 'row' : 'grid'} onOpen={openCard} />
            </li>
          ))}
        </ul>
      </section>
    </Suspense>
  ))
})
