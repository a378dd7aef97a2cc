/**
 * `npm run live -- <command> <room> [...]`: the operator's live rooms, on the configured database
 * (DATABASE_URL, else DATA_DIR). The same moves as `POST api/admin/live/{room_href}`
 * (server/services/live/rooms.ts `operatorMove`), broadcast to the room as type 4: with REDIS_URL
 * every running server tells its viewers at once; with the embedded PGlite database (one process:
 * stop the server first, or use the admin endpoint while it runs) viewers see it when they next join.
 *
 *   list                                       the rooms, their state and products
 *   comments <room> [--limit 20]               the latest comments with their ids
 *   start <room> [--video https://…/x.m3u8]    live now (with a new video url)
 *   end <room>                                 ended
 *   pin <room> <product> | unpin <room> <product>   at most 3 pinned
 *   price <room> <product> --price 99 [--special 79]
 *   stock <room> <product> --stock 0           0: sold out in the room
 *   delete-comment <room> <comment>
 *   mute <room> <customer id | visitor id>     their comments refused in the room (ids from `comments`)
 *   unmute <room> <customer id | visitor id>
 */
import { parseArgs } from 'node:util';
import { adminLiveSchema } from '../contract/schemas/live';
import { broadcastMove } from '../server/services/live/broadcast';
import { listRooms, operatorComments, operatorMove, roomByHref, roomProducts, type OperatorMove } from '../server/services/live/rooms';
import { formatTable } from './lib/table';
import { withOperatorApp } from './lib/operator-app';
import type { FastifyInstance } from 'fastify';

const USAGE = `usage: npm run live -- <list|comments|start|end|pin|unpin|price|stock|delete-comment|mute|unmute> [room] [id] [options]
  list
  comments <room> [--limit 20]
  start <room> [--video URL] | end <room>
  pin <room> <product> | unpin <room> <product>
  price <room> <product> --price 99 [--special 79]
  stock <room> <product> --stock 0
  delete-comment <room> <comment>
  mute <room> <customer id | visitor id> | unmute <room> <customer id | visitor id>`;

type Flags = { video?: string; price?: string; special?: string; stock?: string; limit?: string };

async function run(app: FastifyInstance, command: string, room: string | undefined, id: string | undefined, flags: Flags) {
  if (command === 'list') {
    const rooms = await listRooms(app.db);
    console.log(formatTable(['room', 'state', 'title', 'video'], rooms.map((r) => [r.room_href, r.state, r.title, r.video_url])));
    for (const r of rooms) {
      const products = await roomProducts(app.db, r.id, null);
      console.log(`\n${r.room_href}:`);
      console.log(formatTable(['product', 'name', 'price', 'special', 'stock', 'pinned'],
        products.map((p) => [String(p.id), p.name, p.price.toFixed(2), p.special_price?.toFixed(2) ?? '', String(p.true_qty), p.pinned ? 'yes' : ''])));
    }
    return;
  }
  if (!room) throw new Error(USAGE);
  if (command === 'comments') {
    const { id: roomId } = await roomByHref(app.db, room);
    const comments = await operatorComments(app.db, roomId, Number(flags.limit ?? 20));
    console.log(formatTable(['comment', 'at', 'name', 'customer', 'visitor', 'text'],
      comments.map((c) => [String(c.id), c.created_at, c.name, c.customer_id == null ? '' : String(c.customer_id), c.visitor_id ?? '', c.text])));
    return;
  }
  const body = adminLiveSchema.validateSync({
    action: command, video_url: flags.video,
    product_id: ['pin', 'unpin', 'price', 'stock'].includes(command) ? id : undefined,
    comment_id: command === 'delete-comment' ? id : undefined,
    // A number is a customer; anything else is a visitor id (the schema checks it is one).
    ...(command === 'mute' || command === 'unmute' ? (/^\d+$/.test(id ?? '') ? { customer_id: id } : { visitor_id: id }) : {}),
    price: flags.price, special_price: flags.special, stock: flags.stock,
  }, { abortEarly: false, stripUnknown: true });
  const moved = broadcastMove(app.liveHub, await operatorMove(app.db, room, body as OperatorMove));
  console.log(`${room}: ${JSON.stringify(moved)}`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      video: { type: 'string' }, price: { type: 'string' }, special: { type: 'string' }, stock: { type: 'string' }, limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, room, id] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  await withOperatorApp((app) => run(app, command, room, id, values));
}

void main();
