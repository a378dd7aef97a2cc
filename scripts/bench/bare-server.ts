/**
 * The throughput baseline: a bare Fastify route answering the shop's envelope, nothing else.
 * Started as its own process (like the shop) on PORT; prints `ready` when listening.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, msg: 'success', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
