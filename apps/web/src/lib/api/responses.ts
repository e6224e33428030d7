import { responseOf } from './browser'

// What each browser call answers, as contracts from packages/contracts (imported lazily: production builds never load
// them, see ResponseContract). One entry per answer shape; the calls name the entry they expect.

const account = () => import('@basil/contracts/account-change')
const applications = () => import('@basil/contracts/applications')
const address = () => import('@basil/contracts/address')
const auth = () => import('@basil/contracts/auth')
const booking = () => import('@basil/contracts/booking')
const cart = () => import('@basil/contracts/cart')
const chat = () => import('@basil/contracts/chat')
const content = () => import('@basil/contracts/content')
const order = () => import('@basil/contracts/order')
const orderOps = () => import('@basil/contracts/order-ops')
const parcel = () => import('@basil/contracts/parcel')
const product = () => import('@basil/contracts/product')
const shop = () => import('@basil/contracts/shop')
const user = () => import('@basil/contracts/user')
const wallet = () => import('@basil/contracts/wallet')
const relayed = () => import('./relayed-schemas')

export const responses = {
  // catalogue
  shop: responseOf(() => shop().then((m) => m.shopResponseSchema)),
  shopsPage: responseOf(() => shop().then((m) => m.shopsPaginatedSchema)),
  product: responseOf(() => product().then((m) => m.productResponseSchema)),
  productsPage: responseOf(() => product().then((m) => m.productsPaginatedSchema)),
  payments: responseOf(() => content().then((m) => m.paymentsResponseSchema)),
  // account
  user: responseOf(() => user().then((m) => m.userResponseSchema)),
  empty: responseOf(() => user().then((m) => m.emptySuccessSchema)),
  pushKey: responseOf(() => user().then((m) => m.pushKeyResponseSchema)),
  notificationStatistic: responseOf(() => user().then((m) => m.notificationStatisticSchema)),
  notificationSettings: responseOf(() => user().then((m) => m.notificationSettingsResponseSchema)),
  notificationsPage: responseOf(() => user().then((m) => m.pushNotificationsPaginatedSchema)),
  galleryUpload: responseOf(() => user().then((m) => m.galleryUploadResponseSchema)),
  addressChangeStarted: responseOf(() => account().then((m) => m.addressChangeStartedResponseSchema)),
  addressesPage: responseOf(() => address().then((m) => m.addressesPaginatedSchema)),
  address: responseOf(() => address().then((m) => m.addressResponseSchema)),
  geocode: responseOf(() => address().then((m) => m.geocodeResponseSchema)),
  // auth (through the web server's relay, which keeps the token)
  session: responseOf(() => relayed().then((m) => m.relayedSessionSchema)),
  register: responseOf(() => auth().then((m) => m.registerResponseSchema)),
  verifyEmail: responseOf(() => auth().then((m) => m.verifyEmailResponseSchema)),
  forgotPassword: responseOf(() => auth().then((m) => m.forgotPasswordResponseSchema)),
  // cart and checkout
  cart: responseOf(() => cart().then((m) => m.cartResponseSchema)),
  userCart: responseOf(() => cart().then((m) => m.userCartResponseSchema)),
  calculation: responseOf(() => cart().then((m) => m.cartCalculationResponseSchema)),
  userCartState: responseOf(() => relayed().then((m) => m.userCartStateSchema)),
  groupCartState: responseOf(() => relayed().then((m) => m.groupCartStateSchema)),
  order: responseOf(() => order().then((m) => m.orderResponseSchema)),
  ordersPage: responseOf(() => order().then((m) => m.ordersPaginatedSchema)),
  refundsPage: responseOf(() => orderOps().then((m) => m.refundsPaginatedSchema)),
  paymentProcess: responseOf(() => orderOps().then((m) => m.paymentProcessResponseSchema)),
  // parcels
  parcelTypesPage: responseOf(() => content().then((m) => m.parcelTypesResponseSchema)),
  parcelPrice: responseOf(() => content().then((m) => m.parcelPriceResponseSchema)),
  parcel: responseOf(() => parcel().then((m) => m.parcelResponseSchema)),
  parcelsPage: responseOf(() => parcel().then((m) => m.parcelsPaginatedSchema)),
  parcelTransaction: responseOf(() => parcel().then((m) => m.parcelTransactionResponseSchema)),
  // chat
  chatConversation: responseOf(() => chat().then((m) => m.chatConversationResponseSchema)),
  chatConversationsPage: responseOf(() => chat().then((m) => m.chatConversationsPaginatedSchema)),
  chatMessagesPage: responseOf(() => chat().then((m) => m.chatMessagesPageSchema)),
  chatMessage: responseOf(() => chat().then((m) => m.chatMessageResponseSchema)),
  chatUnread: responseOf(() => chat().then((m) => m.chatUnreadResponseSchema)),
  chatMarks: responseOf(() => chat().then((m) => m.chatMarksResponseSchema)),
  chatTyping: responseOf(() => chat().then((m) => m.chatTypingResponseSchema)),
  // wallet
  walletHistoriesPage: responseOf(() => wallet().then((m) => m.walletHistoriesPaginatedSchema)),
  searchedUsersPage: responseOf(() => wallet().then((m) => m.searchedUsersPaginatedSchema)),
  // table reservations
  userBooking: responseOf(() => booking().then((m) => m.userBookingResponseSchema)),
  userBookingsPage: responseOf(() => booking().then((m) => m.userBookingsPaginatedSchema)),
  shopSectionsPage: responseOf(() => booking().then((m) => m.shopSectionsPaginatedSchema)),
  bookingTablesPage: responseOf(() => booking().then((m) => m.bookingTablesPaginatedSchema)),
  busyRanges: responseOf(() => booking().then((m) => m.disableDatesResponseSchema)),
  // seller and courier applications
  myShopApplication: responseOf(() => applications().then((m) => m.myShopApplicationResponseSchema)),
  shopApplication: responseOf(() => applications().then((m) => m.shopApplicationResponseSchema)),
  myCourierApplication: responseOf(() => applications().then((m) => m.myCourierApplicationResponseSchema)),
  courierApplication: responseOf(() => applications().then((m) => m.courierApplicationResponseSchema)),
}
