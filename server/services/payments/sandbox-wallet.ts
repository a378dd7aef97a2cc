/**
 * The sandbox redirect wallet (PayPal-like), offline. createRedirect answers a token and the URL
 * of the wallet's approval page, which this server hosts at /sandbox/wallet/approve?token=
 * (server/routes/sandbox/wallet/approve.ts). Approving there yields a payer id; executing needs
 * that payer id, as a real wallet refuses to capture a payment nobody approved. The wallet keeps
 * no state of its own: the payer id is derived from the token, and the page reads the pending
 * payment the shop recorded under that token.
 */
import { createHash } from 'node:crypto';
import { paths } from '../../../contract/endpoints';
import { randomRef, sandboxRefund, type WalletProvider } from './provider';

/** The sandbox's payer id for an approved token (stable, so a repeated approval answers the same). */
export function sandboxPayerId(token: string): string {
  const digest = createHash('sha256').update(`sandbox-wallet:${token}`).digest('hex').toUpperCase();
  return `PAYER${digest.slice(0, 13)}`;
}

/** Where the sandbox sends the shopper to approve a token. */
export function sandboxApproveUrl(token: string): string {
  return `/${paths.walletApprove}?token=${encodeURIComponent(token)}`;
}

export const SANDBOX_WALLET_DESCRIPTION = 'Sandbox wallet';

export interface SandboxWallet extends WalletProvider {
  /** The approval page's Approve button: the payer id the wallet sends back with the token. */
  approve(token: string): string;
}

export function sandboxWallet(): SandboxWallet {
  return {
    method: 'wallet',
    id: 'sandbox-wallet',
    refund: sandboxRefund,
    async createRedirect() {
      const token = randomRef('EC-', 17);
      return { token, approveUrl: sandboxApproveUrl(token) };
    },
    approve: sandboxPayerId,
    async executeRedirect({ token, payerId }) {
      return payerId === sandboxPayerId(token)
        ? { ok: true, description: SANDBOX_WALLET_DESCRIPTION }
        : { ok: false, reason: 'paymentFailed', description: SANDBOX_WALLET_DESCRIPTION };
    },
  };
}
