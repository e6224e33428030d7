type LogoProps = { className?: string; height?: number }

function LogoArt({ ink, className, height }: { ink: string; className: string; height: number }) {
  // Mark: a basil leaf cut out of a rounded tile; wordmark drawn as text in the page's font.
  return (
    <svg
      className={className}
      height={height}
      width={(height * 112) / 32}
      viewBox="0 0 112 32"
      role="img"
      aria-label="Basil"
      xmlns="http://www.w3.org/2000/svg"
      direction="ltr"
      style={{ direction: 'ltr' }}
    >
      <rect width="32" height="32" rx="10" style={{ fill: 'var(--brand, var(--primary))' }} />
      <path d="M8.5 23.5c-.2-8.6 5.6-14.8 15.6-15.2.6 10.2-5.6 15.9-15.6 15.2Z" fill="#fff" />
      <path
        d="M8.5 23.5c3.1-4.6 6.7-7.9 11.3-10.4"
        fill="none"
        strokeWidth="1.7"
        strokeLinecap="round"
        style={{ stroke: 'var(--brand, var(--primary))' }}
      />
      <text
        x="40"
        y="23.5"
        fill={ink}
        fontSize="23"
        fontWeight="800"
        letterSpacing="-0.8"
        style={{ fontFamily: 'var(--font-sans)' }}
      >
        basil
      </text>
    </svg>
  )
}

/** The Basil logo: the light version on a light theme, the dark version on a dark one (switched by the theme class). */
export function Logo({ className = '', height = 30 }: LogoProps) {
  return (
    <>
      <LogoArt ink="#121715" height={height} className={`logo-light dark:hidden ${className}`} />
      <LogoArt ink="#f3f6f4" height={height} className={`logo-dark hidden dark:inline ${className}`} />
    </>
  )
}
