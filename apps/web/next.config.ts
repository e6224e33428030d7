import type { NextConfig } from 'next'

// The storefront is one origin for the browser: API calls and stored images go through these rewrites to the API.
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The contracts package is TypeScript source (with .ts import specifiers); Next compiles it with the app.
  transpilePackages: ['@basil/contracts'],
  async rewrites() {
    return [
      { source: '/api/v1/:path*', destination: `${apiUrl}/api/v1/:path*` },
      { source: '/storage/:path*', destination: `${apiUrl}/storage/:path*` },
    ]
  },
}

export default nextConfig
