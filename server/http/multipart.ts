import type { FastifyRequest } from 'fastify';
import type { AnySchema, InferType } from 'yup';
import { said, type MessageRef } from '../../contract/messages';
import { validate } from '../../contract/schemas/validate';
import { ApiError, invalid } from '../errors';

/** A file as it came in a multipart body: its bytes and the name the client gave it (display only). */
export interface IncomingFile {
  field: string;
  filename: string;
  data: Buffer;
}

/** A multipart limit of @fastify/multipart (too large, too many files or parts). */
function isLimit(err: unknown): err is { code: string } {
  const code = (err as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT';
}

/**
 * Reads a multipart/form-data body (the HTTP side of an upload): its text fields validated with
 * `schema` (422 with each field's message) and its files, each read whole within the limits set
 * in app.ts (5 MB a file: 413 uploadTooLarge; more files than allowed: 413 uploadTooMany). A body
 * that is not multipart is a 422 uploadRequired. What the files hold is checked by services/uploads.
 */
export async function readMultipart<S extends AnySchema>(
  req: FastifyRequest,
  schema: S,
  /** Another size limit for this upload, and how a file over it is refused (field `file`, 422) instead of the 413. */
  own?: { fileSize: number; tooLarge: MessageRef },
): Promise<{ fields: InferType<S>; files: IncomingFile[] }> {
  if (!req.isMultipart()) throw invalid({ file: said('uploadRequired') });
  const raw: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of req.parts(own ? { limits: { fileSize: own.fileSize } } : undefined)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length) files.push({ field: part.fieldname, filename: part.filename ?? '', data });
      } else {
        raw[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if (!isLimit(err)) throw err;
    if (own && err.code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ file: own.tooLarge });
    throw new ApiError(413, err.code === 'FST_REQ_FILE_TOO_LARGE' ? said('uploadTooLarge') : said('uploadTooMany'), { reason: null });
  }
  const checked = validate(schema, raw);
  if (!checked.ok) throw invalid(checked.errors);
  return { fields: checked.value, files };
}
