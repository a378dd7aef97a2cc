import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import type { photoUploadMachine } from '../../../../machines/admin/photo-upload.machine';

export interface PhotoUploadView {
  name: string;
  /** 0..100, what the progress bar shows. */
  percent: number;
  busy: boolean;
  done: boolean;
  failed: boolean;
  /** The server's refusal (the file's field message first), as it said it. */
  refusal: Message | null;
}

export function photoUploadView(snapshot: SnapshotFrom<typeof photoUploadMachine>): PhotoUploadView {
  const c = snapshot.context;
  const error = c.error as { fieldErrors?: Record<string, Message> } | null;
  const field = error?.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
  return {
    name: c.file.name,
    percent: Math.round(c.progress * 100),
    busy: snapshot.hasTag('busy'),
    done: snapshot.hasTag('done'),
    failed: snapshot.hasTag('failed'),
    refusal: snapshot.hasTag('failed') ? (field ?? (failureMessage(c.error) || null)) : null,
  };
}
