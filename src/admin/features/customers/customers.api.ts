import { adminCustomerPaths, type AdminCustomerDetail, type AdminCustomerPage, type AdminCustomerQuery } from '../../../../contract/admin';
import { adminHttp } from '../../app/admin-http';

/** The customers' endpoints of the console (contract/admin.ts adminCustomerPaths). */
export const customersApi = {
  list: (query: AdminCustomerQuery, signal?: AbortSignal) =>
    adminHttp<AdminCustomerPage>('get', adminCustomerPaths.customers, { query: { ...query }, signal }),
  detail: (id: number, signal?: AbortSignal) => adminHttp<AdminCustomerDetail>('get', adminCustomerPaths.customer(id), { signal }),
  decide: (id: number, decision: 'approve' | 'decline', reason = '') =>
    adminHttp<AdminCustomerDetail>('post', adminCustomerPaths.customerBusiness(id), { json: { decision, reason } }),
  passwordReset: (id: number) => adminHttp<unknown>('post', adminCustomerPaths.customerPasswordReset(id)),
  disable: (id: number) => adminHttp<AdminCustomerDetail>('post', adminCustomerPaths.customerDisable(id)),
  enable: (id: number) => adminHttp<AdminCustomerDetail>('post', adminCustomerPaths.customerEnable(id)),
};
