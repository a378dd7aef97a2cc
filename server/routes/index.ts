import type { FastifyInstance } from 'fastify';
import visitor from './api/visitor';
import login from './api/login';

/** Every route module, one per API path group. Files mirror the URL: routes/api/users/x.ts serves api/users/x. */
export async function routes(app: FastifyInstance) {
  await app.register(visitor);
  await app.register(login);
}
