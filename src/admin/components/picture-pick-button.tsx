import { useRef } from 'react';
import { Button } from '../../components/button';

/** The picture types the console's uploads take (the server checks and re-encodes them). */
export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/avif';

/**
 * A button that opens the file picker for one picture (the picker itself hidden), hands the file
 * chosen to `onPick`, and shows the upload's refusal beside it. The caller's machine sends it.
 */
export function PicturePickButton({
  label,
  tone,
  busy,
  refusal,
  onPick,
}: {
  label: string;
  tone: 'secondary' | 'ghost';
  busy: boolean;
  refusal: string | undefined;
  onPick: (file: File) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        aria-hidden
        tabIndex={-1}
        type="file"
        accept={PICTURE_TYPES}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button type="button" tone={tone} loading={busy} onClick={() => picker.current?.click()}>
        {label}
      </Button>
      {refusal && (
        <span role="alert" className="refused">
          {refusal}
        </span>
      )}
    </>
  );
}
