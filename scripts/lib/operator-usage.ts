/**
 * What each operator's CLI (scripts/<name>.ts) prints without a command, and its commands: its own
 * module, importing only the contract, so printing the usage loads nothing else (lib/operator-cli.ts).
 */
import { CONTENT_LANGUAGES } from '../../contract/constants';
import { ORDER_STATUSES } from '../../contract/orders';
import { PRE_ORDER_STATUSES } from '../../contract/wholesale-services';
import { STAFF_ROLES } from '../../contract/staff';

/** An operator's CLI: its usage and the names of its commands (anything else is refused with the usage). */
export interface OperatorCliSpec {
  usage: string;
  commands: readonly string[];
}

export const ORDERS_USAGE = `usage: npm run orders -- <list|show|pay|advance|ship|deliver|cancel|adjust|refund|refunded|sweep> [order] [options]
  list [--status <${ORDER_STATUSES.join('|')}>] [--limit N]
  show <order> | pay <order> | advance <order> | cancel <order> | refunded <order>
  ship <order> --carrier UPS --tracking 1Z999 [--location "City"]
  deliver <order> [--location "City"]
  adjust <order> --total 99.5
  refund <order> --reason "Why" [--amount 10] [--key K]   (no amount: all that is left; a key refunds once)
  read-prescription <order> <line> --sph-r V [--cyl-r V --axis-r V] [--add-r V] [--prism-r V --base-r up|down|in|out]
                    --sph-l V [--cyl-l V --axis-l V] [--add-l V] [--prism-l V --base-l ..] (--pd V | --pd-r V --pd-l V)
  sweep`;
export const ORDERS_CLI: OperatorCliSpec = {
  usage: ORDERS_USAGE,
  commands: ['list', 'show', 'pay', 'advance', 'ship', 'deliver', 'cancel', 'adjust', 'refund', 'refunded', 'sweep', 'read-prescription'],
};

export const LIVE_USAGE = `usage: npm run live -- <list|comments|start|end|pin|unpin|price|stock|delete-comment|mute|unmute> [room] [id] [options]
  list
  comments <room> [--limit 20]
  start <room> [--video URL] | end <room>
  pin <room> <product> | unpin <room> <product>
  price <room> <product> --price 99 [--special 79]
  stock <room> <product> --stock 0
  delete-comment <room> <comment>
  mute <room> <customer id | visitor id> | unmute <room> <customer id | visitor id>`;
export const LIVE_CLI: OperatorCliSpec = {
  usage: LIVE_USAGE,
  commands: ['list', 'comments', 'start', 'end', 'pin', 'unpin', 'price', 'stock', 'delete-comment', 'mute', 'unmute'],
};

export const WHOLESALE_USAGE = `usage: npm run wholesale -- <arrive|pre-orders|businesses|rebate> [args] [options]
  arrive <sku|goods id> <qty>         frames of a product arrived: pre-orders filled (and mailed), the rest on sale
  pre-orders [--status <${PRE_ORDER_STATUSES.join('|')}>] [--limit 50]
  businesses [--limit 50]             the declared business accounts, newest first
  rebate <email>                      a customer's purchases this year, the tier reached and the rebate`;
export const WHOLESALE_CLI: OperatorCliSpec = { usage: WHOLESALE_USAGE, commands: ['arrive', 'pre-orders', 'businesses', 'rebate'] };

export const STAFF_USAGE = `usage: npm run staff -- <add|list|disable> [options]
  add --email E --role <${STAFF_ROLES.join('|')}>   a member, and the set-password link to give them (72 hours)
  list                                 every member with their role and status
  disable --email E                    their tokens stop working at once`;
export const STAFF_CLI: OperatorCliSpec = { usage: STAFF_USAGE, commands: ['add', 'list', 'disable'] };

export const CONVERSIONS_USAGE = 'usage: npm run conversions -- report [--days N]   (N from 1 to 366, default 7)';
export const CONVERSIONS_CLI: OperatorCliSpec = { usage: CONVERSIONS_USAGE, commands: ['report'] };

export const TRANSLATE_USAGE = `usage: npm run translate -- fill [--lang xx]
       npm run translate -- list --lang xx
       npm run translate -- set --lang xx --source "English text" --text "translation"
languages: ${CONTENT_LANGUAGES.join(', ')}`;
export const TRANSLATE_CLI: OperatorCliSpec = { usage: TRANSLATE_USAGE, commands: ['fill', 'list', 'set'] };

export const INQUIRIES_USAGE = `usage: npm run inquiries -- <list|show|answer> [id] [options]
  list [--all] [--limit N]
  show <id>
  answer <id> --text "Your answer"`;
export const INQUIRIES_CLI: OperatorCliSpec = { usage: INQUIRIES_USAGE, commands: ['list', 'show', 'answer'] };

export const QUESTIONNAIRES_USAGE = `usage: npm run questionnaires -- <list|end|run> [id] [options]
  list                       every questionnaire: id, run (scheduled, running, ended), dates, answers sent
  end <id>                   ends it now: the promo stops offering it
  run <id> --days N          offers it from now for N days (1 to 365)`;
export const QUESTIONNAIRES_CLI: OperatorCliSpec = { usage: QUESTIONNAIRES_USAGE, commands: ['list', 'end', 'run'] };

export const SUPPORT_USAGE = `usage: npm run support -- <list|show|answer|close> [id] [options]
  list [--all]
  show <id>
  answer <id> --text "Your answer"
  close <id>`;
export const SUPPORT_CLI: OperatorCliSpec = { usage: SUPPORT_USAGE, commands: ['list', 'show', 'answer', 'close'] };

export const PAGES_USAGE = `usage: npm run pages -- <list|show|set> [slug] [options]
  list
  show <slug> [--agreement]
  set <slug> [--file x.md] [--title "Title"] [--description "For search engines"] [--agreement]`;
export const PAGES_CLI: OperatorCliSpec = { usage: PAGES_USAGE, commands: ['list', 'show', 'set'] };
