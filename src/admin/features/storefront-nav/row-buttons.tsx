import type { ConsoleFormInput, consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Badge } from '../../app/shell/page-parts';
import { ConsoleForm, type FormField } from '../forms/console-form';
import type { TreeMove } from './tree-moves';

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

/**
 * The buttons of a row in a tree (a category, a menu entry): up, down, indent, outdent, hide or
 * show, delete, each named after the row. `move` answers a move's values (null: it cannot);
 * `target` names the row's kind and place for the tree action (`{ target: 'nav', column: '5' }`).
 */
export function useTreeButtons(): (
  row: { id: number; name: string; is_hidden: boolean },
  target: Values,
  move: (m: TreeMove) => Values | null,
) => RowButton[] {
  const { t } = useTranslation();
  return (row, target, move) => [
    { label: t('tree.up'), name: t('tree.upOf', { name: row.name }), values: move('up') },
    { label: t('tree.down'), name: t('tree.downOf', { name: row.name }), values: move('down') },
    { label: t('tree.indent'), name: t('tree.indentOf', { name: row.name }), values: move('indent') },
    { label: t('tree.outdent'), name: t('tree.outdentOf', { name: row.name }), values: move('outdent') },
    {
      label: row.is_hidden ? t('tree.show') : t('tree.hide'),
      name: t(row.is_hidden ? 'tree.showOf' : 'tree.hideOf', { name: row.name }),
      values: { ...target, op: 'hidden', id: String(row.id), hidden: row.is_hidden ? '' : 'true' },
    },
    {
      label: t('tree.delete'),
      name: t('tree.deleteOf', { name: row.name }),
      values: { ...target, op: 'delete', id: String(row.id) },
      tone: 'danger',
    },
  ];
}

/** A row's name (and its other words) edited in place: the fields' labels read by assistive tech, Save named after the row. */
export function RowEdit({
  logic,
  rowKey,
  input,
  name,
  fields,
}: {
  logic: typeof consoleFormMachine;
  rowKey: string;
  input: ConsoleFormInput;
  name: string;
  fields: FormField[];
}) {
  const { t } = useTranslation();
  return (
    <InlineEdit>
      <ConsoleForm
        key={`edit:${rowKey}`}
        logic={logic}
        input={input}
        name={t('categories.editOf', { name })}
        submit={t('categories.save')}
        submitName={t('categories.saveOf', { name })}
        tone="secondary"
        fields={fields}
      />
    </InlineEdit>
  );
}

/** Shown or hidden to shoppers. */
export function VisibilityBadge({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={hidden ? 'neutral' : 'success'}>{hidden ? t('categories.hidden') : t('categories.visible')}</Badge>;
}

/** An inline edit form's fields: labels read by assistive tech, not drawn. */
export const InlineEdit = styled('div', {
  '& form': { display: 'flex', gap: '$2', alignItems: 'flex-start', margin: 0 },
  '& form label': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' },
  '& form > div': { marginBottom: 0, flex: '1 1 0', minWidth: 0 },
  '& form p[role="status"]': { display: 'none' },
  '& button': { minHeight: '40px' },
});
