// Next.js resolves 'server-only' itself (an import that fails the build if it reaches a client bundle).
declare module 'server-only' {}
