// The live socket (decision 017): one WebSocket per tab, and the hooks pages use to follow it.
export { LiveSocket } from './live-socket'
export { useLiveChannel, useLiveConfirmed, useLiveEvents, useLiveUp } from './use-live'
export { channelKey, type LiveChannel, type LiveEvent } from './connection'
export { useLiveStore, type LiveListener } from './live-store'
