import type { FastifyInstance } from 'fastify';
import type { OdmInput } from '../../../contract/schemas/wholesale-services';
import { ODM_MIN_QTY, type OdmReceipt } from '../../../contract/wholesale-services';
import { odmRequests } from '../../db/schema';
import type { CleanFile } from '../uploads/uploads';
import { storeUpload } from '../uploads/uploads';

type OdmApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/**
 * POST api/contractUs/odm: the OEM/ODM request form. The attachments (already checked by
 * services/uploads) and the request are stored in one transaction, then the shop is mailed (the
 * sender's address to reply to, the attachments by reference) and the sender gets a confirmation,
 * as the contact form does.
 */
export async function addOdmRequest(app: OdmApp, input: OdmInput, files: CleanFile[], userId: number | null): Promise<OdmReceipt> {
  const email = input.email.trim();
  const id = await app.db.transaction(async (tx) => {
    const uploadIds: number[] = [];
    for (const f of files) uploadIds.push(await storeUpload(tx, userId, 'odm', f));
    const [row] = await tx
      .insert(odmRequests)
      .values({
        userId,
        kind: input.kind as 'oem' | 'odm',
        name: input.name,
        email,
        company: input.company,
        quantity: input.quantity,
        message: input.message,
        uploadIds,
      })
      .returning({ id: odmRequests.id });
    return row!.id;
  });
  const kind = input.kind.toUpperCase();
  const attached = files.length ? `Attachments: ${files.map((f) => `${f.name} (${f.mime}, ${f.data.length} bytes)`).join(', ')}\n` : '';
  await app.mailer.send({
    kind: 'odm-shop',
    to: app.config.contact.shopEmail,
    subject: `${kind} request #${id}: ${input.quantity} frames${input.company ? ` for ${input.company}` : ''}`,
    text: `From: ${input.name} <${email}>\nCompany: ${input.company || '-'}\nQuantity: ${input.quantity}\n${attached}\n${input.message}\n`,
  });
  await app.mailer.send({
    kind: 'odm-received',
    to: email,
    subject: `We have received your ${kind} request #${id}`,
    text:
      `Hello ${input.name},\n\nThank you for your ${kind} request for ${input.quantity} frames. Our product team will reply ` +
      `within two business days with a quotation and the next steps (runs start at ${ODM_MIN_QTY} frames per design).\n\n` +
      `Your reference: #${id}\n${attached}\n> ${input.message.replace(/\n/g, '\n> ')}\n\nOptic Shop OEM/ODM team\n${app.config.publicUrl}/oem-odm\n`,
  });
  return { id };
}
