import { useRef } from 'react';
import type { CartLine } from '../../../contract/entities';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';

const Actions = styled('div', { display: 'flex', gap: '$3', marginTop: '$5', '& > *': { flex: 1 } });

/** "Remove this item?": Keep it (focused first, so Enter never removes by accident) or Remove. */
export function RemoveLineDialog({ line, onCancel, onConfirm }: { line: CartLine; onCancel(): void; onConfirm(): void }) {
  const { t } = useTranslation('cart');
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={t('confirm.title')} onClose={onCancel} initialFocus={keep}>
      <p style={{ margin: 0 }}>{t('confirm.text', { name: line.name, color: line.color })}</p>
      <Actions>
        <Button ref={keep} tone="secondary" onClick={onCancel}>
          {t('confirm.keep')}
        </Button>
        <Button tone="danger" onClick={onConfirm}>
          {t('confirm.remove')}
        </Button>
      </Actions>
    </Dialog>
  );
}
