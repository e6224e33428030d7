import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Several builds side by side (parallel test runs on one checkout) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // The contracts package is TypeScript source (with .ts import specifiers); Next compiles it with the app.
  transpilePackages: ['@basil/contracts'],
  // /api/v1 and /storage reach the API through src/proxy.ts (API_URL is read at start, not baked in at build).
}

export default nextConfig
