/**
 * The throughput baseline: bare Fastify routes answering the shop's envelope, nothing else. GET
 * /bare for GET targets; POST /bare, its form body parsed by Fastify's own form plugin, for POST
 * targets, so a form-encoded route is compared with the same request on bare Fastify.
 * Started as its own process (like the shop) on PORT; prints `ready` when listening.
 */
import Fastify from 'fastify';
import formbody from '@fastify/formbody';

const app = Fastify({ logger: false });
await app.register(formbody);
app.get('/bare', async () => ({ code: 200, msg: 'success', data: { ok: true } }));
app.post('/bare', async (req) => ({ code: 200, msg: 'success', data: { ok: true, fields: Object.keys(req.body ?? {}).length } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
