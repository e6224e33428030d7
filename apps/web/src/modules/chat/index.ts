// The storefront's chat (issue 18 item 2): the /chat screen, the header link and the order page's opener.
export { ChatLink } from './chat-link'
export { ChatScreen } from './chat-screen'
export { OrderChatButton } from './order-chat-button'
export { chatKey } from './chat-api'
