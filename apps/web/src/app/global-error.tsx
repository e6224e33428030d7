'use client'

import './globals.css'

// The root layout itself failed: no providers are available, so this screen stands alone (English texts).
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-items-center bg-bg p-6 text-center text-fg">
        <div role="alert" data-testid="error-screen" className="flex max-w-md flex-col items-center gap-6">
          <a href="/" aria-label="Basil home">
            <img src="/logo-light.svg" alt="Basil" width={140} height={40} />
          </a>
          <h1 className="text-2xl font-extrabold">Oops, something went wrong!</h1>
          <button
            type="button"
            onClick={() => reset()}
            className="rounded-full bg-primary px-8 py-3 font-semibold text-primary-fg"
          >
            Try again
          </button>
        </div>
      </body>
    </html>
  )
}
