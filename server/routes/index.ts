import type { FastifyInstance } from 'fastify';
import visitor from './api/visitor';
import login from './api/login';
import register from './api/register';
import password from './api/password';
import column from './api/column';
import allCurrency from './api/common/all-currency';
import hotSearch from './api/goods/hot-search';
import goodsImage from './api/goods/image';
import logout from './api/users/logout';
import userIndex from './api/users/index';
import cart from './api/users/cart';
import wish from './api/users/wish';
import goodsList from './api/goods/list';
import goodsProperty from './api/goods/property';
import goodsDetail from './api/goods/detail';
import goodsComments from './api/goods/comments';
import indexBlocks from './api/index/index-blocks';
import stockNotify from './api/users/stock-notify';
import switchCurrency from './index/switch-currency';
import devOutbox from './api/dev/outbox';
import devStock from './api/dev/stock';

/** Every route module, one per API path group. Files mirror the URL: routes/api/users/x.ts serves api/users/x. */
export async function routes(app: FastifyInstance) {
  await app.register(visitor);
  await app.register(login);
  await app.register(register);
  await app.register(password);
  await app.register(column);
  await app.register(allCurrency);
  await app.register(hotSearch);
  await app.register(goodsImage);
  await app.register(logout);
  await app.register(userIndex);
  await app.register(cart);
  await app.register(wish);
  await app.register(stockNotify);
  await app.register(goodsList);
  await app.register(goodsProperty);
  await app.register(goodsDetail);
  await app.register(goodsComments);
  await app.register(indexBlocks);
  await app.register(switchCurrency);
  await app.register(devOutbox);
  await app.register(devStock);
}
