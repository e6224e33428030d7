import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { getGlobalData } from '@/lib/api/global'
import { getRequestContext, getSiteOrigin } from '@/lib/api/request-context'
import { NONCE_HEADER } from '@/lib/csp'
import { readMapTileUrl } from '@/lib/env'
import { SYSTEM_THEME_SCRIPT } from '@/lib/preferences'
import { getT, getTranslations } from '@/lib/i18n/server'
import { displayTimeZone } from '@/lib/date'
import { ensureContrast, mix } from '@/lib/color'
import { AVATAR_PLACEHOLDER } from '@/lib/image'
import { readCssColor } from '@/lib/settings'
import { RootProviders } from '@/modules/shell/root-providers'
import './globals.css'

// Fonts come from npm (no download at build time): Inter's variable latin file from @fontsource-variable/inter.
const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  const { settings } = await getGlobalData()
  const name = settings.title || t('app.name')
  return {
    // Relative canonical links and Open Graph URLs of every page become absolute on this site's origin.
    metadataBase: new URL(await getSiteOrigin()),
    title: { default: `${name} · ${t('app.tagline')}`, template: `%s · ${name}` },
    description: t('home.welcomeText'),
    applicationName: name,
    openGraph: { siteName: name, type: 'website' },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0e1110' },
  ],
}

const BROKEN_IMAGE_SCRIPT = `document.addEventListener('error',function(e){var i=e.target;if(!i||i.tagName!=='IMG'||!i.dataset.fallback)return;if(i.dataset.fallback==='avatar'){if(i.src.indexOf('${AVATAR_PLACEHOLDER}')<0)i.src='${AVATAR_PLACEHOLDER}'}else{i.hidden=true}},true)`

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [ctx, global, translations, head] = await Promise.all([
    getRequestContext(),
    getGlobalData(),
    getTranslations(),
    headers(),
  ])
  // This response's CSP nonce (src/proxy.ts): an inline script runs only with it.
  const nonce = head.get(NONCE_HEADER) ?? undefined
  const brand = buildBrandStyle(global.settings.primary_color, global.settings.primary_button_font_color)
  return (
    // lang, dir and the theme class come from cookies on the server, so nothing flips after load. Without a theme
    // cookie the script below sets the class from the system's preference before the first paint: the class of <html>
    // may then differ from the server's, which React is told to expect (suppressHydrationWarning, this element only).
    <html
      lang={translations.lng}
      dir={translations.dir}
      className={`${inter.variable}${ctx.theme === 'dark' ? ' dark' : ''}`}
      suppressHydrationWarning={ctx.theme === 'system'}
    >
      <head>
        <style>{brand}</style>
        {ctx.theme === 'system' ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SYSTEM_THEME_SCRIPT }} />
        ) : null}
        {/* Broken images are handled from the first byte, before React hydrates (and in streamed parts too). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BROKEN_IMAGE_SCRIPT }} />
      </head>
      <body className="min-h-dvh antialiased">
        <RootProviders
          resources={translations.resources}
          config={{
            lang: translations.lng,
            dir: translations.dir,
            theme: ctx.theme,
            settings: global.settings,
            languages: global.languages,
            currencies: global.currencies,
            currency: global.currency,
            location: ctx.location,
            address: ctx.address,
            locationId: ctx.locationId,
            signedIn: Boolean(ctx.accessToken),
            mapTileUrl: readMapTileUrl(),
            timeZone: displayTimeZone(ctx.timeZone, global.settings.timezone),
            visitorTimeZone: ctx.timeZone,
          }}
        >
          {children}
        </RootProviders>
      </body>
    </html>
  )
}

/**
 * The operator's primary colour as CSS variables: the brand colour itself for decoration, and variants that keep
 * text readable (button fill against its text colour, links against light and dark backgrounds).
 */
function buildBrandStyle(primarySetting: string | undefined, fgSetting: string | undefined): string {
  const brand = readCssColor(primarySetting) ?? '#12803e'
  const fg = readCssColor(fgSetting) ?? '#ffffff'
  const fill = ensureContrast(brand, fg)
  // Links and labels in the brand colour sit on the page, on surfaces and on the brand's own soft tint.
  const inkLight = ['#eceee9', mix(brand, '#ffffff', 0.88)].reduce((ink, bg) => ensureContrast(ink, bg), brand)
  const inkDark = ['#1f2522', mix(brand, '#141816', 0.78)].reduce((ink, bg) => ensureContrast(ink, bg), brand)
  return `:root:root{--brand:${brand};--primary:${fill};--primary-fg:${fg};--primary-ink:${inkLight}}:root:root.dark{--primary-ink:${inkDark}}`
}
