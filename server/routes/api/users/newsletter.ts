import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import { newsletterSchema, unsubscribeQuerySchema, type NewsletterInput } from '../../../../contract/schemas/auth';
import { bool, obj } from '../../../../contract/schemas/replies/shape';
import { htmlPage, sendHtmlPage } from '../../../http/html-page';
import { mediaReply, replies } from '../../../openapi/replies';
import { newsletterOf, setNewsletter, unsubscribeByToken } from '../../../services/auth/newsletter';

const newsletterReply = obj({ subscribed: bool() });

const page = (title: string, text: string) =>
  htmlPage({
    title,
    header: 'Optic Shop',
    note: 'Newsletter',
    body: `<h1>${title}</h1>\n<p>${text}</p>\n<a class="button" href="/">Back to the shop</a>`,
  });

/**
 * The newsletter (account settings):
 * - GET api/users/newsletter -> {subscribed}
 * - POST api/users/newsletter {subscribe: 1|0} -> {subscribed}; subscribing mails a welcome with the unsubscribe link
 * - GET api/newsletter/unsubscribe?token= : the link of every newsletter mail, a page (no sign-in)
 */
export default async function newsletterRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };

  app.get(
    `/${paths.newsletter}`,
    {
      schema: { summary: 'Whether the customer gets the newsletter', tags: ['auth'], response: replies(newsletterReply) },
      config,
    },
    async (req, reply) => reply.ok(await newsletterOf(app.db, req.who.userId!)),
  );

  app.post<{ Body: NewsletterInput }>(
    `/${paths.newsletter}`,
    {
      schema: { summary: 'Subscribe to or leave the newsletter', tags: ['auth'], body: newsletterSchema, response: replies(newsletterReply) },
      config,
    },
    async (req, reply) => reply.ok(await setNewsletter(app, req.who.userId!, req.body.subscribe), said('newsletterSaved')),
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    `/${paths.newsletterUnsubscribe}`,
    {
      schema: {
        summary: 'The unsubscribe link of newsletter mails (an HTML page; 404 page for an unknown link)',
        tags: ['auth'],
        response: mediaReply('text/html', [200, 404]),
      },
      config: { docs: { querystring: unsubscribeQuerySchema } },
    },
    async (req, reply) => {
      const ok = unsubscribeQuerySchema.isValidSync(req.query) && (await unsubscribeByToken(app.db, unsubscribeQuerySchema.cast(req.query).token));
      return ok
        ? sendHtmlPage(
            reply,
            200,
            page(
              'You are unsubscribed',
              'You will not receive the Optic Shop newsletter any more. You can subscribe again in your account settings.',
            ),
          )
        : sendHtmlPage(
            reply,
            404,
            page(
              'This link is not valid',
              'This unsubscribe link is not valid any more. You can change your newsletter choice in your account settings.',
            ),
          );
    },
  );
}
