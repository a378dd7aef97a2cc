import type { consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { styled } from '../../../styles/theme';
import { ConsoleForm } from '../forms/console-form';

export interface RowButton {
  /** The button's words and its accessible name ("Move Men up"). */
  label: string;
  name: string;
  values: Values | null;
  tone?: 'secondary' | 'danger';
}

/** A row's buttons, each a field-less console form (its refusal, e.g. a delete's, said under it); a button that cannot act is left out. */
export function RowButtons({ logic, buttons, rowKey }: { logic: typeof consoleFormMachine; buttons: RowButton[]; rowKey: string }) {
  return (
    <Buttons>
      {buttons.map((b) =>
        b.values ? (
          <ConsoleForm
            key={`${rowKey}:${b.name}`}
            logic={logic}
            input={{ form: 'treeAction', values: b.values }}
            name={b.name}
            submit={b.label}
            submitName={b.name}
            tone={b.tone ?? 'secondary'}
            fields={[]}
          />
        ) : null,
      )}
    </Buttons>
  );
}

export const Buttons = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  alignItems: 'flex-start',
  '& form': { display: 'flex', flexDirection: 'column', gap: '$1', margin: 0 },
  '& form p[role="status"]': { display: 'none' },
  '& form p[role="alert"]': { margin: 0, maxWidth: '8rem' },
  '& button': { minHeight: '32px', paddingBlock: 0, paddingInline: '$2', fontSize: '$sm' },
});

/** An inline edit form's fields: labels read by assistive tech, not drawn. */
export const InlineEdit = styled('div', {
  '& form': { display: 'flex', gap: '$2', alignItems: 'flex-start', margin: 0 },
  '& form label': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' },
  '& form > div': { marginBottom: 0, flex: '1 1 0', minWidth: 0 },
  '& form p[role="status"]': { display: 'none' },
  '& button': { minHeight: '40px' },
});
