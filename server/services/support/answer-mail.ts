import type { FastifyInstance } from 'fastify';

/**
 * An agent's answer mailed to a shopper who is not connected (or wrote outside the chat hours): the
 * answer as plain text, and where to read the whole conversation (the chat on any page of the shop).
 */
export async function mailAnswer(app: Pick<FastifyInstance, 'config' | 'mailer'>, to: string, answer: string): Promise<void> {
  await app.mailer.send({
    kind: 'support-answer',
    to,
    subject: 'An answer to your message to Optic Shop',
    text: `Hello,\n\nOur support team answered your message:\n\n${answer}\n\nTo continue the conversation, open the chat on ${app.config.publicUrl}/ or reply to this e-mail.\n\nOptic Shop`,
  });
}
