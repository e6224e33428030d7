// Basil's service worker: it shows the notifications the API pushes while no page of the site is open (Web Push,
// modules/push), and a click opens the page the notification is about. It caches nothing: the site works without it.
/* global self */

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = { title: event.data ? event.data.text() : '' }
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/notifications'
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A page of the site in front already shows it live: no system notification on top of it.
      if (windows.some((w) => w.focused && w.visibilityState === 'visible')) return undefined
      return self.registration.showNotification(message.title || 'Basil', {
        body: message.body || '',
        icon: '/icon.svg',
        badge: '/icon.svg',
        tag: message.tag || undefined,
        data: { url },
      })
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || '/', self.location.origin)
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === target.origin)
      if (open) return open.navigate(target.href).then((w) => (w ?? open).focus())
      return self.clients.openWindow(target.href)
    }),
  )
})
