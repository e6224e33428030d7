// Realtime: the event bus (bus.ts), one connection (socket.ts) and the WebSocket route (route.ts).
export * from './bus.ts'
export { type RealtimePermissions } from './socket.ts'
export { realtimePlugin, REALTIME_PATH, type RealtimeOptions } from './route.ts'
