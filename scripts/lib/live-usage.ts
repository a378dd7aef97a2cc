/** What `npm run live` prints without a command (its own module: printing it loads nothing else). */
export const LIVE_USAGE = `usage: npm run live -- <list|comments|start|end|pin|unpin|price|stock|delete-comment|mute|unmute> [room] [id] [options]
  list
  comments <room> [--limit 20]
  start <room> [--video URL] | end <room>
  pin <room> <product> | unpin <room> <product>
  price <room> <product> --price 99 [--special 79]
  stock <room> <product> --stock 0
  delete-comment <room> <comment>
  mute <room> <customer id | visitor id> | unmute <room> <customer id | visitor id>`;
