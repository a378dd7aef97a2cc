/**
 * `npm run live -- <command> <room> [...]`: the operator's live rooms, on the configured database
 * (DATABASE_URL, else DATA_DIR), through scripts/lib/live-commands.ts. The same moves as
 * `POST api/admin/live/{room_href}` (server/services/live/rooms.ts `operatorMove`), broadcast to the
 * room as type 4: with REDIS_URL every running server tells its viewers at once; with the embedded
 * PGlite database (one process: stop the server first, or use the admin endpoint while it runs)
 * viewers see it when they next join.
 *
 *   list                                       the rooms, their state and products
 *   comments <room> [--limit 20]               the latest comments with their ids
 *   start <room> [--video https://…/x.m3u8]    live now (with a new video: an http(s) url or a path of the shop); refused when live already
 *   end <room>                                 ended; refused when not live
 *   pin <room> <product> | unpin <room> <product>   at most 3 pinned
 *   price <room> <product> --price 99 [--special 79]
 *   stock <room> <product> --stock 0           0: sold out in the room
 *   delete-comment <room> <comment>
 *   mute <room> <customer id | visitor id>     their comments refused in the room (ids from `comments`)
 *   unmute <room> <customer id | visitor id>
 */
import { LIVE_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(LIVE_CLI, async () => (await import('./lib/live-commands')).liveCommand);
