import type { FastifyInstance, FastifyReply } from 'fastify';
import { object, string, type InferType } from 'yup';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { formatMoney, US_DOLLARS } from '../../../../contract/money-format';
import { escapeHtml } from '../../../http/escape-html';
import { cancelWalletPayment, walletCheckout, walletReturnPaths, withQuery } from '../../../services/payments/flows';
import type { SandboxWallet } from '../../../services/payments/sandbox-wallet';
import type { WalletProvider } from '../../../services/payments/provider';
import { mediaReply } from '../../../openapi/replies';
import { htmlPage, sendHtmlPage } from '../../../http/html-page';

/**
 * The sandbox wallet's own approval page (what a real wallet hosts on its site), mounted only when
 * the wallet provider is the sandbox:
 * GET sandbox/wallet/approve?token= : the order reference, the amount, Approve and Cancel;
 * POST sandbox/wallet/approve {token, decision: approve|cancel} : 303 to the app's return page
 * with token and payer_id, or (cancel) the payment is cancelled and 303 to the app's failed page.
 * A small self-contained HTML page: no script, inline styles (the CSP allows them), forms to 'self'.
 */
const tokenSchema = string().trim().required(messages.paymentNotFound).max(80, messages.paymentNotFound);
const pageQuerySchema = object({ token: tokenSchema });
const decisionSchema = object({
  token: tokenSchema,
  decision: string().oneOf(['approve', 'cancel'], messages.invalidInput).required(messages.invalidInput),
});

const isSandbox = (w: WalletProvider): w is SandboxWallet => typeof (w as Partial<SandboxWallet>).approve === 'function';

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return sendHtmlPage(reply, status, htmlPage({ title, header: 'Sandbox Wallet', note: 'Test mode: no real money moves', body }));
}

function notFoundPage(reply: FastifyReply) {
  return sendPage(
    reply,
    404,
    'Payment not found',
    `<h1>Payment not found</h1>
<p>This payment link is not valid. Please go back to the shop and start the payment again.</p>
<a class="button" href="/">Back to the shop</a>`,
  );
}

export default async function sandboxWalletApproveRoutes(app: FastifyInstance) {
  const wallet = app.payments.wallet;
  if (!isSandbox(wallet)) return;

  app.get<{ Querystring: Record<string, unknown> }>(
    `/${paths.walletApprove}`,
    {
      schema: {
        summary: "The sandbox wallet's approval page (HTML; 404 page for an unknown token)",
        tags: ['sandbox'],
        response: mediaReply('text/html', [200, 404]),
      },
      config: { docs: { querystring: pageQuerySchema } },
    },
    async (req, reply) => {
      if (!pageQuerySchema.isValidSync(req.query)) return notFoundPage(reply);
      const { token } = pageQuerySchema.cast(req.query);
      const found = await walletCheckout(app.db, wallet.id, token);
      if (!found) return notFoundPage(reply);
      const { payment, order } = found;
      const currency = { symbol: order.currencySymbol, money: order.currencyMoney, exchange_rate: order.currencyRate };
      const amount = formatMoney(payment.amount, currency);
      const usd = order.currencySymbol === 'USD' ? '' : ` <span class="note">(${formatMoney(payment.amount, US_DOLLARS)})</span>`;
      const what = payment.purpose === 'difference' ? 'Price difference for order' : 'Order';
      const facts = `<dl>
<dt>Pay to</dt><dd>Optic Shop</dd>
<dt>${what}</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}${usd}</dd>
</dl>`;
      if (payment.status !== 'pending') {
        const done = payment.status === 'succeeded';
        return sendPage(
          reply,
          200,
          done ? 'Payment complete' : 'Payment closed',
          `<h1>${done ? 'This payment is complete' : 'This payment is closed'}</h1>
${facts}
<p>${done ? 'Nothing more to do here.' : 'It was cancelled or did not go through. Go back to the shop to pay again.'}</p>
<a class="button" href="/">Back to the shop</a>`,
        );
      }
      return sendPage(
        reply,
        200,
        'Approve your payment',
        `<h1 id="title">Approve your payment</h1>
${facts}
<form method="post" action="/${paths.walletApprove}" aria-labelledby="title">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="approve" type="submit" name="decision" value="approve">Approve and pay ${escapeHtml(amount)}</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancel and return to the shop</button>
</form>
<p class="note">This is the shop's sandbox wallet. Approving takes you back to the shop to finish the payment.</p>`,
      );
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `/${paths.walletApprove}`,
    {
      schema: {
        summary: "Approve or cancel: 303 to the app's return or failed page",
        tags: ['sandbox'],
        response: { 303: { description: 'To the app', content: {} }, ...mediaReply('text/html', [404]) },
      },
      config: { docs: { body: decisionSchema } },
    },
    async (req, reply) => {
      if (!decisionSchema.isValidSync(req.body)) return notFoundPage(reply);
      const { token, decision } = decisionSchema.cast(req.body) as InferType<typeof decisionSchema>;
      const found = await walletCheckout(app.db, wallet.id, token);
      if (!found) return notFoundPage(reply);
      const { payment, order } = found;
      const { returnPath, cancelPath } = walletReturnPaths(payment.purpose, order.id);
      // A settled payment goes back to the return page whatever was pressed: execute answers its result.
      if (decision === 'approve' || payment.status === 'succeeded') {
        return reply.header('cache-control', 'no-store').redirect(withQuery(returnPath, { token, payer_id: wallet.approve(token) }), 303);
      }
      await cancelWalletPayment(app.db, payment.id);
      return reply.header('cache-control', 'no-store').redirect(cancelPath, 303);
    },
  );
}
