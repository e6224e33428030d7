'use client'

import { useTranslation } from '@/lib/i18n/react'
import { writePreferenceCookie } from '@/lib/cookies'
import { COOKIE, type Theme } from '@/lib/preferences'
import { MoonIcon, SunIcon } from '@/modules/ui/icons'
import { useTheme } from './use-theme'

/**
 * Switches light/dark at once and saves it in a cookie, which the server reads to render the next page themed. Until
 * then the page follows the system's preference; the first switch makes it a choice.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const toggle = () => {
    const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark'
    writePreferenceCookie(COOKIE.theme, next)
    document.documentElement.classList.toggle('dark', next === 'dark')
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark')}
      data-testid="theme-toggle"
      className={`grid size-11 place-items-center rounded-full text-fg transition hover:bg-surface ${className}`}
    >
      <MoonIcon className="dark:hidden" />
      <SunIcon className="hidden dark:block" />
    </button>
  )
}
