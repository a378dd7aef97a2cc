import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { adminLiveSchema } from '../../contract/schemas/live';
import { broadcastMove } from '../../server/services/live/broadcast';
import { listRooms, operatorComments, operatorMove, roomByHref, roomProducts, type OperatorMove } from '../../server/services/live/rooms';
import { formatTable, moneyCell } from './table';
import { LIVE_USAGE } from './operator-usage';

export { LIVE_USAGE };

const MOVES = ['start', 'end', 'pin', 'unpin', 'price', 'stock', 'delete-comment', 'mute', 'unmute'];

const limitOf = (flag: string | undefined) => {
  const n = Number(flag ?? 20);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--limit must be a whole number from 1, not ${flag}`);
  return Math.min(n, 1000);
};

/**
 * One command of `npm run live` (scripts/live.ts) on a built app: what it prints. A move is the
 * admin endpoint's (`POST api/admin/live/{room_href}`: the same schema, `operatorMove`, broadcast to
 * the room as type 4 through the app's hub). A refusal is thrown (the API's error, the schema's
 * ValidationError, or an Error naming the mistake).
 */
export async function liveCommand(app: FastifyInstance, argv: string[]): Promise<string> {
  const { positionals, values: flags } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      video: { type: 'string' },
      price: { type: 'string' },
      special: { type: 'string' },
      stock: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, room, id] = positionals;
  if (!command || flags.help) return LIVE_USAGE;

  if (command === 'list') {
    const rooms = await listRooms(app.db);
    const out = [
      formatTable(
        ['room', 'state', 'title', 'video'],
        rooms.map((r) => [r.room_href, r.state, r.title, r.video_url]),
      ),
    ];
    for (const r of rooms) {
      const products = await roomProducts(app.db, r.id, null);
      out.push(
        `\n${r.room_href}:`,
        formatTable(
          ['product', 'name', 'price', 'special', 'stock', 'pinned'],
          products.map((p) => [
            String(p.id),
            p.name,
            moneyCell(p.price),
            p.special_price == null ? '' : moneyCell(p.special_price),
            String(p.true_qty),
            p.pinned ? 'yes' : '',
          ]),
        ),
      );
    }
    return out.join('\n');
  }
  if (!room || (command !== 'comments' && !MOVES.includes(command))) throw new Error(LIVE_USAGE);
  if (command === 'comments') {
    const { id: roomId } = await roomByHref(app.db, room);
    const comments = await operatorComments(app.db, roomId, limitOf(flags.limit));
    if (!comments.length) return `${room}: no comments`;
    return formatTable(
      ['comment', 'at', 'name', 'customer', 'visitor', 'text'],
      comments.map((c) => [String(c.id), c.created_at, c.name, c.customer_id == null ? '' : String(c.customer_id), c.visitor_id ?? '', c.text]),
    );
  }
  const body = adminLiveSchema.validateSync(
    {
      action: command,
      video_url: flags.video,
      product_id: ['pin', 'unpin', 'price', 'stock'].includes(command) ? id : undefined,
      comment_id: command === 'delete-comment' ? id : undefined,
      // A number is a customer; anything else is a visitor id (the schema checks it is one).
      ...(command === 'mute' || command === 'unmute' ? (/^\d+$/.test(id ?? '') ? { customer_id: id } : { visitor_id: id }) : {}),
      price: flags.price,
      special_price: flags.special,
      stock: flags.stock,
    },
    { abortEarly: false, stripUnknown: true },
  );
  const moved = broadcastMove(app, await operatorMove(app.db, room, body as OperatorMove));
  return `${room}: ${JSON.stringify(moved)}`;
}
