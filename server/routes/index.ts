import type { FastifyInstance } from 'fastify';
// api/: the visitor token, signing in and out of an account
import visitor from './api/visitor';
import login from './api/login';
import register from './api/register';
import registrationLogin from './api/registration-login';
import password from './api/password';
import account from './api/account';
// api/users/...: the shopper's own things
import logout from './api/users/logout';
import userIndex from './api/users/index';
import newsletter from './api/users/newsletter';
import cart from './api/users/cart';
import wish from './api/users/wish';
import stockNotify from './api/users/stock-notify';
import prescriptions from './api/users/prescriptions';
import address from './api/users/address';
import coupon from './api/users/coupon';
import transactions from './api/users/transactions';
import questionnaireUser from './api/users/questionnaire';
import price from './api/users/price';
import orders from './api/users/orders';
import orderComments from './api/users/order-comments';
import paymentIntent from './api/users/payment-intent';
import business from './api/users/business';
import shoppingList from './api/users/shopping-list';
import preOrders from './api/users/pre-orders';
// api/goods/...: the catalogue
import goodsList from './api/goods/list';
import goodsProperty from './api/goods/property';
import goodsDetail from './api/goods/detail';
import goodsComments from './api/goods/comments';
import goodsImage from './api/goods/image';
import hotSearch from './api/goods/hot-search';
import sphRange from './api/goods/sph-range';
import priceList from './api/goods/price-list';
import wholesaleTerms from './api/goods/wholesale-terms';
import replenish from './api/goods/replenish';
// api/customer/...: lenses
import lensList from './api/customer/lens-list';
import lensEnquiry from './api/customer/lens-enquiry';
import lensReplenish from './api/customer/replenish';
import lensPriceList from './api/customer/lens-price-list';
// api/index/..., api/column, api/common, api/eyeGlasses, api/get...: home page, menus, currencies, sales, lookbook, coupons
import indexBlocks from './api/index/index-blocks';
import column from './api/column';
import allCurrency from './api/common/all-currency';
import sale from './api/eye-glasses/sale';
import lookbook from './api/lookbook';
import couponListRoutes from './api/coupon-list';
// api/orders/..., api/pay/..., api/payin4/...: orders and payments
import trackOrder from './api/orders/track';
import logos from './api/orders/logo';
import payCreditCard from './api/pay/creditcard';
import payWallet from './api/pay/wallet';
import payBankTransfer from './api/pay/bank-transfer';
import fillPay from './api/pay/fill-pay';
import instalments from './api/payin4/instalments';
// api/contractUs/..., api/pages, api/blog, api/questionnaire: forms and content
import contactForms from './api/contract-us';
import odmForm from './api/contract-us-odm';
import pages from './api/pages';
import blog from './api/blog';
import questionnaire from './api/questionnaire';
// api/dropshipping/..., Index/country, api/users/rebateAgreement: wholesale services
import wholesaleServices from './api/wholesale-services';
// api/live..., api/v1/...: the live room, shop events
import live from './api/live';
import conversion from './api/v1/conversion';
// api/admin/...: the back-office console (staff tokens, a permission per route)
import adminAuth from './api/admin/auth';
import adminStaff from './api/admin/staff';
import adminAudit from './api/admin/audit';
import adminCustomers from './api/admin/customers';
import adminInbox from './api/admin/inbox';
import adminOrders from './api/admin/orders';
import adminOrdersConsole from './api/admin/orders-console';
import adminOrderActions from './api/admin/orders-console-actions';
import adminWholesale from './api/admin/wholesale';
import adminLive from './api/admin/live';
import adminLiveRooms from './api/admin/live-rooms';
import adminProducts from './api/admin/products';
import adminStorefront from './api/admin/storefront';
import adminProductPhotos from './api/admin/products-photos';
import adminProductStock from './api/admin/products-stock';
import adminProductsCsv from './api/admin/products-csv';
import adminCategories from './api/admin/categories';
import adminNavigation from './api/admin/navigation';
import adminPromotions from './api/admin/promotions';
import adminTranslations from './api/admin/translations';
import adminQuestionnaires from './api/admin/questionnaires';
import adminReports from './api/admin/reports';
import adminContent from './api/admin/content';
// api/dev/...: development only (SHOP_DEV_ENDPOINTS)
import devOutbox from './api/dev/outbox';
import devStock from './api/dev/stock';
import devPage from './api/dev/page';
import devQuestionnaires from './api/dev/questionnaires';
import devStaff from './api/dev/staff';
// ws/...: sockets
import liveSocket from './ws/live';
import supportSocket from './ws/support';
// outside api/: index/, ios/, sandbox/, try-on/
import switchCurrency from './index/switch-currency';
import countDown from './ios/others/count-down';
import sandboxWalletApprove from './sandbox/wallet/approve';
import tryOnModelFrame from './try-on/model-frame';
// media/...: staff pictures (services/media)
import media from './media';
// healthz, readyz
import health from './health';

/**
 * Every route module, grouped by URL prefix (the imports above are in the same groups). Files mirror
 * the URL: routes/api/users/x.ts serves api/users/x; a module serving more than one prefix is under
 * its first.
 */
export async function routes(app: FastifyInstance) {
  // api/: visitor, login, register, registrationLogin, forgot/resetPassword, changePassword (and users/changeAllInformation)
  await app.register(visitor);
  await app.register(login);
  await app.register(register);
  await app.register(registrationLogin);
  await app.register(password);
  await app.register(account);

  // api/users/...: session, newsletter, cart, wishlist, prescriptions, addresses, coupons, points, questionnaires, orders, business
  await app.register(logout);
  await app.register(userIndex);
  await app.register(newsletter);
  await app.register(cart);
  await app.register(wish);
  await app.register(stockNotify);
  await app.register(prescriptions);
  await app.register(address);
  await app.register(coupon);
  await app.register(transactions);
  await app.register(questionnaireUser);
  await app.register(price);
  await app.register(orders);
  await app.register(orderComments);
  await app.register(paymentIntent);
  await app.register(business);
  await app.register(shoppingList);
  await app.register(preOrders);

  // api/goods/...: list, properties, product, reviews, pictures, hot searches, SPH range, price lists, wholesale terms, reorder
  await app.register(goodsList);
  await app.register(goodsProperty);
  await app.register(goodsDetail);
  await app.register(goodsComments);
  await app.register(goodsImage);
  await app.register(hotSearch);
  await app.register(sphRange);
  await app.register(priceList);
  await app.register(wholesaleTerms);
  await app.register(replenish);

  // api/customer/...: the lens catalogue, enquiries, glasses ordered again, the lens price list
  await app.register(lensList);
  await app.register(lensEnquiry);
  await app.register(lensReplenish);
  await app.register(lensPriceList);

  // api/index/..., api/column, api/common, api/eyeGlasses, lookbook, api/getCouponList
  await app.register(indexBlocks);
  await app.register(column);
  await app.register(allCurrency);
  await app.register(sale);
  await app.register(lookbook);
  await app.register(couponListRoutes);

  // api/orders/..., api/pay/..., api/payin4/...: tracking, logos, payments
  await app.register(trackOrder);
  await app.register(logos);
  await app.register(payCreditCard);
  await app.register(payWallet);
  await app.register(payBankTransfer);
  await app.register(fillPay);
  await app.register(instalments);

  // api/contractUs/..., api/pages, api/getAgreement, api/blog/..., api/questionnaire/...
  await app.register(contactForms);
  await app.register(odmForm);
  await app.register(pages);
  await app.register(blog);
  await app.register(questionnaire);

  // wholesale services (issue 14): Index/country, api/dropshipping/..., api/orders/updateCustomer, api/users/rebateAgreement
  await app.register(wholesaleServices);

  // api/live/..., api/v1/{network}/conversion
  await app.register(live);
  await app.register(conversion);

  // api/admin/...: the console's endpoints (staff sign-in; auth/, staff/, audit, customers/, inbox/, orders, wholesale, live, dashboard, reports)
  // api/admin/...: the console's endpoints (staff sign-in; auth/, staff/, audit, customers/, inbox/, orders, wholesale, live, live-rooms)
  await app.register(adminAuth);
  await app.register(adminStaff);
  await app.register(adminAudit);
  await app.register(adminCustomers);
  await app.register(adminInbox);
  await app.register(adminOrders);
  await app.register(adminOrdersConsole);
  await app.register(adminOrderActions);
  await app.register(adminWholesale);
  await app.register(adminLive);
  await app.register(adminLiveRooms);
  await app.register(adminProducts);
  await app.register(adminStorefront);
  await app.register(adminProductPhotos);
  await app.register(adminProductStock);
  await app.register(adminProductsCsv);
  await app.register(adminCategories);
  await app.register(adminNavigation);
  await app.register(adminPromotions);
  await app.register(adminTranslations);
  await app.register(adminQuestionnaires);
  await app.register(adminReports);
  await app.register(adminContent);

  // api/dev/...: development-only endpoints (SHOP_DEV_ENDPOINTS)
  await app.register(devOutbox);
  await app.register(devStock);
  await app.register(devPage);
  await app.register(devQuestionnaires);
  await app.register(devStaff);

  // ws/live (raw WebSocket), ws/support (socket.io)
  await app.register(liveSocket);
  await app.register(supportSocket);

  // index/switchCurrency, ios/others/countDown, sandbox/wallet/approve, try-on/model-frame
  await app.register(switchCurrency);
  await app.register(countDown);
  await app.register(sandboxWalletApprove);
  await app.register(tryOnModelFrame);
  await app.register(media);

  // healthz, readyz
  await app.register(health);
}
