import type { NextConfig } from 'next'

/** Headers every storefront response carries besides the policy (src/lib/csp.ts, set by src/proxy.ts on pages). */
const SECURITY_HEADERS: { key: string; value: string }[] = [
  // Older browsers that ignore frame-ancestors; both say the same thing.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Geolocation for the address picker's "use my location"; fullscreen for our own pages only; the rest is off. Only
  // feature names Chromium knows (an unknown one is reported as an error on every page).
  {
    key: 'Permissions-Policy',
    value: [
      'geolocation=(self)',
      'fullscreen=(self)',
      'camera=()',
      'microphone=()',
      'payment=()',
      'usb=()',
      'serial=()',
      'hid=()',
      'midi=()',
      'magnetometer=()',
      'gyroscope=()',
      'accelerometer=()',
      'display-capture=()',
      'browsing-topics=()',
    ].join(', '),
  },
]

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Several builds side by side (parallel test runs on one checkout) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // `next build` type-checks the storefront again unless told not to. The end-to-end tests' build skips it
  // (BASIL_BUILD_TYPECHECKED=1, set by e2e/lib/stack.mjs): `npm run typecheck` checks the same program, and CI runs it
  // first. Types do not change the build's output.
  typescript: { ignoreBuildErrors: process.env.BASIL_BUILD_TYPECHECKED === '1' },
  // A build keeps Turbopack's cache on disk for the next build of this checkout (measured: 12 s to write it). CI builds
  // a fresh clone once and never reads it back, so there it is not written.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // React may announce preloads in a Link response header when a page's data is ready before the headers are sent
  // (cached catalogue reads, decision 012). Pictures' preloads stay in the <head> (decision 009) and absolute image
  // URLs stay out of the headers (security probe D15): React adds no headers.
  reactMaxHeadersLength: 0,
  // The contracts package is TypeScript source (with .ts import specifiers); Next compiles it with the app.
  transpilePackages: ['@basil/contracts'],
  // /api/v1 and /storage reach the API through src/proxy.ts (API_URL is read at start, not baked in at build).
  // The same security headers on every response of this site (pages, build output, public files); pages also get their
  // Content-Security-Policy with a per-request nonce from src/proxy.ts. What the API answers keeps helmet's headers,
  // unchanged.
  async headers() {
    return [{ source: '/:path((?!api/v1(?:/|$)|storage(?:/|$)).*)', headers: SECURITY_HEADERS }]
  },
}

export default nextConfig
