// The chat module's public face: the only file other modules (and app.ts) import.
export { chatRoutes } from './routes.ts'
export { hearsSupportChats, mayFollowConversation } from './service.ts'
