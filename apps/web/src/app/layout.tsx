import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { getGlobalData } from '@/lib/api/global'
import { getRequestContext } from '@/lib/api/request-context'
import { getT, getTranslations } from '@/lib/i18n/server'
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [ctx, global, translations] = await Promise.all([getRequestContext(), getGlobalData(), getTranslations()])
  const primary = readCssColor(global.settings.primary_color)
  const primaryFg = readCssColor(global.settings.primary_button_font_color)
  const brand = [primary && `--primary:${primary}`, primaryFg && `--primary-fg:${primaryFg}`].filter(Boolean).join(';')
  return (
    // lang, dir and the theme class come from cookies on the server, so nothing flips after load.
    <html lang={translations.lng} dir={translations.dir} className={`${inter.variable}${ctx.theme === 'dark' ? ' dark' : ''}`}>
      <head>{brand ? <style>{`:root{${brand}}`}</style> : null}</head>
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
          }}
        >
          {children}
        </RootProviders>
      </body>
    </html>
  )
}
