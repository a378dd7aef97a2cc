/**
 * The API paths, written once. Client functions and server routes both refer to these names,
 * so a path cannot drift between the two sides. Paths are relative to the API origin.
 */
export const paths = {
  visitor: 'api/visitor',
  login: 'api/login',
  register: 'api/register',
  registrationLogin: 'api/registrationLogin',
  logout: 'api/users/logout',
  userInfo: 'api/users/index',
  forgotPassword: 'api/forgotPassword',
  resetPassword: 'api/resetPassword',
  changePassword: 'api/changePassword',
  changeAllInformation: 'api/users/changeAllInformation',
  getCatalogue: 'api/contractUs/getCatalogue',
  /** POST: the contact form (stored, mailed to the shop, confirmed to the sender). */
  addInquiry: 'api/contractUs/addInquiry',
  /** POST: a lens enquiry (a prescription outside the ranges, a special lens): stored, mailed to the shop, confirmed to the sender. */
  addLensInquiry: 'api/contractUs/addLensInquiry',
  /** POST {email, collection?}: e-mail me when the coming collection arrives. */
  arrivalNotification: 'api/contractUs/arrivalNotification',
  /** GET: an information page by slug, its Markdown as sanitized HTML. */
  page: (slug: string) => `api/pages/${encodeURIComponent(slug)}`,
  /** GET ?key=: an agreement's text (the Annual Rebate Reward agreement by default). */
  getAgreement: 'api/getAgreement',
  /** GET ?kind=&tag=&page=: posts, newest first (blog, company news, readers' topics). */
  blogList: 'api/blog/getList',
  /** GET ?id=: a post, its neighbours and related goods. */
  blogOne: 'api/blog/getOne',
  /** POST {blog_id}: a customer likes a post; del_like takes the like back (both idempotent). */
  blogLike: 'api/blog/like',
  blogDelLike: 'api/blog/del_like',
  newsletter: 'api/users/newsletter',
  newsletterUnsubscribe: 'api/newsletter/unsubscribe',
  column: (id: number) => `api/column/${id}`,
  allCurrency: 'api/common/allCurrency',
  switchCurrency: 'index/switchCurrency',
  hotSearch: 'api/goods/hotSearch',
  getCart: 'api/users/getCart',
  wishDetails: 'api/users/wishDetails',
  goodsImage: (id: number) => `api/goods/image/${id}.svg`,
  indexBlocks: 'api/index/indexBlocks',
  indexGoods: 'api/index/indexGoods',
  goodsList: 'api/goods/list',
  goodsProperty: 'api/goods/property',
  replenishProperty: 'api/goods/replenishProperty',
  goodsDetail: (id: number) => `api/goods/${id}`,
  recommendation: 'api/goods/recommendation',
  goodComments: 'api/goods/goodComments',
  goodCommentImgs: 'api/goods/goodCommentImgs',
  addWish: 'api/users/addWish',
  removeWish: 'api/users/removeWish',
  addCart: 'api/users/addCart',
  /** The lens catalogue: usages, indices, coatings and tints with their prices (POST, no body). */
  lensList: 'api/customer/lens_list',
  /** The signed-in customer's lens enquiries with the shop's answers (POST, no body). */
  lensEnquiry: 'api/customer/lens_enquiry',
  /** GET ?kind=z|w: the lens price list by series (business buyers' prices by pairs in w, to them). */
  lensPriceList: 'api/customer/lensPriceList',
  /** POST {order_id, line_id}: the same glasses as a line of a past order into the cart; answers the cart. */
  replenish: 'api/customer/replenish',
  /** The customer's saved prescriptions: GET lists, POST saves one. */
  prescriptions: 'api/users/prescriptions',
  /** POST (multipart `file`): a photo of a paper prescription, for lenses the shop reads it for. */
  prescriptionPhoto: 'api/users/prescriptionPhoto',
  /** One saved prescription: PUT renames it, DELETE deletes it. */
  prescription: (id: number) => `api/users/prescriptions/${id}`,
  /** The SPH range a frame can be made in, per lens index: ?goods_id=&index=. */
  sphRange: 'api/goods/sphRange',
  stockNotify: 'api/users/stockNotify',
  updateCart: 'api/users/updateCart',
  deleteCart: 'api/users/deleteCart',
  verifyCartPurchaseLimit: 'api/users/verifyCartPurchaseLimit',
  // the sale (activity)
  countDown: 'ios/others/countDown',
  saleBanner: 'api/eyeGlasses/getBanner',
  saleCategories: 'api/eyeGlasses/getCategory',
  saleProducts: 'api/eyeGlasses/getProducts',
  // checkout
  addressBooks: 'api/users/addressBooks',
  addAddress: 'api/users/addAddress',
  updateAddress: (id: number) => `api/users/updateAddress/${id}`,
  delAddress: (id: number) => `api/users/delAddress/${id}`,
  getUsableCoupon: 'api/users/getUsableCoupon',
  /** POST {code, cart_ids?}: a code coupon typed at checkout, now held (UsableCoupon). */
  redeemCoupon: 'api/users/redeemCoupon',
  getCouponList: 'api/getCouponList',
  myUnsedCoupons: 'api/users/myUnsedCoupons',
  myExpiredCoupons: 'api/users/myExpiredCoupons',
  transactionHistory: 'api/users/transactionHistory',
  pointList: 'api/users/pointList',
  // questionnaires
  popUpWindow: 'api/users/pop_up_window',
  startQuestionnaire: 'api/users/startQuestionnaire',
  submitQuestionnaire: 'api/users/submitQuestionnaire',
  questionnaireList: 'api/users/getList',
  /** The hosted questionnaire's questions and draft (a ticket from startQuestionnaire, or a customer's token). */
  questionnaire: (id: number) => `api/questionnaire/${id}`,
  questionnaireDraft: (id: number) => `api/questionnaire/${id}/draft`,
  setCoupon: (id: number) => `api/users/setCoupon/${id}`,
  /** POST: a shop event (view, add_to_cart, purchase) for the network's reports. */
  conversion: (network: string) => `api/v1/${network}/conversion`,
  getPrice: 'api/users/getPrice',
  createOrder: 'api/users/createOrder',
  // orders
  myOrders: 'api/users/myOrders',
  orderDetail: 'api/users/orderDetail',
  shipAddress: (id: number) => `api/users/shipAddress/${id}`,
  delOrder: (id: number) => `api/users/delOrder/${id}`,
  addOrderComment: (id: number) => `api/users/addOrderComment/${id}`,
  orderComments: 'api/users/orderComments',
  trackOrder: 'api/orders/track',
  // payment
  createCardCustomer: 'api/users/create_customer_sandbox',
  createPaymentIntent: 'api/users/create_payment_intent',
  payCard: (orderId: number) => `api/pay/creditcard/${orderId}`,
  payWallet: (orderId: number) => `api/pay/${orderId}`,
  executeWallet: 'api/pay/excute',
  payBankTransfer: (orderId: number) => `api/pay/payBankTransfer/${orderId}`,
  fillPay: 'api/pay/fillPay',
  fillPayExecute: 'api/pay/fillpostExcute',
  instalmentAccessible: 'api/payin4/accessible',
  instalmentCreateSession: 'api/payin4/createSession',
  instalmentPay: 'api/payin4/pay',
  /** The sandbox wallet's own approval page (what a real wallet hosts on its site). */
  walletApprove: 'sandbox/wallet/approve',
  /** Operator: move an order along (a staff token with orders.fulfil). */
  adminOrderStatus: (id: number) => `api/admin/orders/${id}/status`,
  adminOrderAdjust: (id: number) => `api/admin/orders/${id}/adjust`,
  /** POST {prescription}: the operator enters the prescription read from a line's photo. */
  adminReadPrescription: (id: number, line: number) => `api/admin/orders/${id}/lines/${line}/prescription`,
  /** GET: the file of a customer's prescription photo, for the operator to read. */
  adminPrescriptionPhoto: (id: number) => `api/admin/prescription-photos/${id}`,
  // the live room (its socket is LIVE_SOCKET_PATH of contract/live.ts)
  liveRooms: 'api/live/rooms',
  liveNow: 'api/live/now',
  liveRoom: 'api/live/room',
  liveAction: 'api/live',
  /** Operator: start, end, pin, unpin, price, stock, delete-comment in a room (a staff token with content.manage). */
  adminLive: (roomHref: string) => `api/admin/live/${encodeURIComponent(roomHref)}`,
  // wholesale (issue #14)
  /** GET the customer's declared business (null when none), POST declares or changes it. */
  business: 'api/users/business',
  /** GET a page of the retail (v) or wholesale (w) price list. */
  priceList: 'api/goods/priceList',
  /** GET ?goods_ids=1,2,3: a business buyer's wholesale tiers and minimums of those products (nothing for anyone else). */
  wholesaleTerms: 'api/goods/wholesaleTerms',
  /** GET the whole price list as a PDF (?kind=&currency_id=). */
  priceListPdf: 'api/goods/priceListPdf',
  /** GET the customer's open shopping list. */
  shoppingList: 'api/users/shoppingList',
  /** POST one colour's quantity on the open list. */
  shoppingListLine: 'api/users/shoppingList/line',
  /** POST pasted `SKU, quantity` lines or a CSV file's text into the open list. */
  shoppingListQuickOrder: 'api/users/shoppingList/quickOrder',
  /** POST the open list as an order (address, shipping method, client token). */
  shoppingListSubmit: 'api/users/shoppingList/submit',
  /** POST the open list's lines into the cart. */
  shoppingListToCart: 'api/users/shoppingList/toCart',
  /** GET the customer's lists, newest first. */
  shoppingLists: 'api/users/shoppingLists',
  /** GET one of the customer's lists with its order. */
  shoppingListDetail: (id: number) => `api/users/shoppingLists/${id}`,
  /** Test-only (SHOP_DEV_ENDPOINTS=1): the mails stored for one address, oldest first. */
  devOutbox: 'api/dev/outbox',
  /** Test-only (SHOP_DEV_ENDPOINTS=1): set a colour's stock, as a warehouse count or a sale elsewhere would. */
  devStock: 'api/dev/stock',
  /** Test-only (SHOP_DEV_ENDPOINTS=1): write an information page, as `npm run pages -- set` does on the database. */
  devPage: 'api/dev/page',
  /** Test-only (SHOP_DEV_ENDPOINTS=1): end every running questionnaire, as `npm run questionnaires -- end` does. */
  devEndQuestionnaires: 'api/dev/questionnaires/end',
  /** Test-only (SHOP_DEV_ENDPOINTS=1): the first owner's setup link the server printed on start ({ url }, null once anyone has an account). */
  devStaffSetupLink: 'api/dev/staff-setup-link',
  /** Test-only (SHOP_DEV_ENDPOINTS=1): POST {email, role}: an active member of staff (never an owner) with a known password. */
  devStaff: 'api/dev/staff',
  // the frames lookbook (contract/lookbook.ts)
  /** GET: the lookbook's collections with their cover and count. */
  frameCollectionBlocks: 'api/getFrameCollectionBlocks',
  /** GET ?collection_id=: the categories of the collections with their counts. */
  categoryBlocks: 'api/getCategoryBlocks',
  /** GET ?ids=1,2,3: the cards of those frames, in that order. */
  lookbookProducts: 'api/getProducts',
  /** POST {collection_id?, category_id?}: every frame id in lookbook order. */
  allProductIds: 'Product/get_all_product_id',
  // wholesale services (contract/wholesale-services.ts)
  /** GET: the colours on their way that can be pre-ordered. */
  preOrderIncoming: 'api/users/advance_sale_order/incoming',
  addPreOrder: 'api/users/advance_sale_order/add_advance_sale_order',
  preOrderList: 'api/users/advance_sale_order/get_list',
  preOrderOne: 'api/users/advance_sale_order/get_one',
  cancelPreOrder: 'api/users/advance_sale_order/cancel',
  /** POST {id, address_id}: an arrived pre-order becomes an order to pay. */
  payPreOrder: 'api/users/advance_sale_order/checkout',
  /** Operator: frames of a product arrived (a staff token with catalogue.manage). */
  adminArrival: 'api/admin/wholesale/arrive',
  /** POST {keywords?}: what the buyer bought before, with stock and price now. */
  replenishIndex: 'api/goods/replenishIndex',
  /** POST {lines}: reorder: those colours into the cart in one step (what could not go in is reported). */
  reorder: 'api/users/reorder',
  /** POST multipart: upload a logo; ?chosed={id}: choose one for the next order; GET: the customer's logos. */
  customerLogo: 'api/orders/customerLogo',
  /** GET: the logo's file (its owner only). */
  logoFile: (id: number) => `api/orders/logo/${id}`,
  delLogo: (id: number) => `api/orders/delLogo/${id}`,
  createLogo: 'api/orders/createLogo',
  /** POST multipart: the OEM/ODM request form with attachments. */
  odm: 'api/contractUs/odm',
  /** POST: the countries of the address pickers. */
  country: 'Index/country',
  createShipping: 'api/dropshipping/createShipping',
  /** GET: the buyer's drop-shipping orders. */
  dropShipments: 'api/dropshipping/list',
  updateCustomer: 'api/orders/updateCustomer',
  /** GET: the year's purchases, tier and rebate; POST {version}: accept the agreement. */
  rebateAgreement: 'api/users/rebateAgreement',
  /** GET: the empty document the try-on's face model runs in (its own CSP: the model's wasm glue evaluates code). */
  tryOnModelFrame: 'try-on/model-frame',
  /** Operations: the process is up (no database). */
  healthz: 'healthz',
  /** Operations: the database answers with every migration applied, and Redis answers when configured. */
  readyz: 'readyz',
  /** Operations: Prometheus metrics, with `Authorization: Bearer $METRICS_TOKEN` (unset: not served). */
  metrics: 'metrics',
} as const;

/** Route patterns of the paths above that take parameters (what the server registers). */
export const patterns = {
  page: 'api/pages/:slug',
  column: 'api/column/:id',
  goodsImage: 'api/goods/image/:id.svg',
  goodsDetail: 'api/goods/:id',
  prescription: 'api/users/prescriptions/:id',
  shoppingListDetail: 'api/users/shoppingLists/:id',
  updateAddress: 'api/users/updateAddress/:id',
  delAddress: 'api/users/delAddress/:id',
  setCoupon: 'api/users/setCoupon/:id',
  questionnaire: 'api/questionnaire/:id',
  questionnaireDraft: 'api/questionnaire/:id/draft',
  conversion: 'api/v1/:network/conversion',
  shipAddress: 'api/users/shipAddress/:id',
  delOrder: 'api/users/delOrder/:id',
  addOrderComment: 'api/users/addOrderComment/:id',
  payCard: 'api/pay/creditcard/:orderId',
  payWallet: 'api/pay/:orderId',
  payBankTransfer: 'api/pay/payBankTransfer/:orderId',
  adminOrderStatus: 'api/admin/orders/:id/status',
  adminOrderAdjust: 'api/admin/orders/:id/adjust',
  adminReadPrescription: 'api/admin/orders/:id/lines/:line/prescription',
  adminPrescriptionPhoto: 'api/admin/prescription-photos/:id',
  adminLive: 'api/admin/live/:room_href',
  logoFile: 'api/orders/logo/:id',
  delLogo: 'api/orders/delLogo/:id',
} as const;

/**
 * The generated drawing of a frame in one colour (hex with or without '#'). Root-relative, so the
 * app can use it as an <img> src as it is.
 */
export function goodsImageUrl(goodsId: number, colorHex?: string, view: 'front' | 'side' = 'front'): string {
  const q = new URLSearchParams();
  if (colorHex) q.set('color', colorHex.replace(/^#/, '').toLowerCase());
  if (view !== 'front') q.set('view', view);
  const qs = q.toString();
  return `/${paths.goodsImage(goodsId)}${qs ? `?${qs}` : ''}`;
}
