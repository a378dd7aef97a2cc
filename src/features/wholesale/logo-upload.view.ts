import type { SnapshotFrom } from 'xstate';
import type { logoUploadMachine } from '../../../machines/logo-upload.machine';

export interface LogoUploadView {
  /** The file is on its way: the picker and the button wait, the button shows its spinner. */
  busy: boolean;
  /** Saved: said until the next file. */
  uploaded: boolean;
  /** A refusal (the file too large, or the server's), shown above the picker. */
  error: Error | null;
}

/** What /custom-logo's upload form draws in each state of machines/logo-upload.machine.ts. */
export function logoUploadView(s: SnapshotFrom<typeof logoUploadMachine>): LogoUploadView {
  return { busy: s.hasTag('busy'), uploaded: s.hasTag('done'), error: s.context.error as Error | null };
}
