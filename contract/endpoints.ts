/**
 * The API paths, written once. Client functions and server routes both refer to these names,
 * so a path cannot drift between the two sides. Paths are relative to the API origin.
 */
export const paths = {
  visitor: 'api/visitor',
  login: 'api/login',
  register: 'api/register',
  logout: 'api/users/logout',
  userInfo: 'api/users/index',
  forgotPassword: 'api/forgotPassword',
  resetPassword: 'api/resetPassword',
  column: (id: number) => `api/column/${id}`,
  allCurrency: 'api/common/allCurrency',
  switchCurrency: 'index/switchCurrency',
  hotSearch: 'api/goods/hotSearch',
  getCart: 'api/users/getCart',
  wishDetails: 'api/users/wishDetails',
} as const;
