import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ConsoleFormInput, consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import { Button } from '../../../components/button';
import { SelectField, TextArea, TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Note } from '../../app/shell/page-parts';
import { consoleFormView } from './console-form.view';
import { useFieldError } from './use-field-error';

export interface FormField {
  name: string;
  /** The label's words (already translated). */
  label: string;
  /** `checkboxes`: a group of options, its value the chosen ones comma-separated. */
  type?: 'text' | 'email' | 'password' | 'textarea' | 'select' | 'checkbox' | 'checkboxes' | 'number' | 'datetime-local';
  /** A number's step (e.g. 0.01). */
  step?: string;
  autoComplete?: string;
  options?: { value: string; label: string }[];
  /** A select's empty choice (default "Choose…"; an assignee's is "Nobody"). */
  placeholder?: string;
}

/**
 * One of the console's simple forms (machines/admin/console-form.machine.ts) drawn as a labelled
 * form: its fields, the submit button (busy while sending), the refusal and the done note.
 */
export function ConsoleForm({
  logic,
  input,
  name,
  fields,
  submit,
  submitName,
  doneText,
  tone = 'primary',
  layout,
  children,
}: {
  logic: typeof consoleFormMachine;
  input: ConsoleFormInput;
  /** The form's accessible name. */
  name: string;
  fields: FormField[];
  submit: string;
  /** The submit button's accessible name when its words alone are too short ("Up": "Move Men up"). */
  submitName?: string;
  doneText?: string;
  tone?: 'primary' | 'secondary' | 'danger';
  layout?: 'inline';
  children?: ReactNode;
}) {
  const actor = useActorRef(logic, { input });
  const view = useSelector(actor, consoleFormView, shallowEqual);
  const fieldError = useFieldError();
  const say = useMessage();
  const { t } = useTranslation();
  return (
    <form
      aria-label={name}
      noValidate
      className={layout === 'inline' ? 'console-inline-form' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      {children}
      {fields.map((f) => {
        const common = {
          key: f.name,
          label: f.label,
          name: f.name,
          value: view.values[f.name] ?? '',
          error: fieldError(view.errors[f.name]),
        };
        const onChange = (value: string) => actor.send({ type: 'form.field', name: f.name, value });
        if (f.type === 'select') {
          return (
            <SelectField
              {...common}
              options={f.options!}
              placeholder={f.placeholder ?? t('forms.choose')}
              onChange={(e) => onChange(e.target.value)}
            />
          );
        }
        if (f.type === 'checkbox') {
          return (
            <Check key={f.name}>
              <input
                type="checkbox"
                name={f.name}
                checked={view.values[f.name] === 'true'}
                onChange={(e) => onChange(e.target.checked ? 'true' : '')}
              />
              {f.label}
            </Check>
          );
        }
        if (f.type === 'checkboxes') {
          const chosen = (view.values[f.name] ?? '').split(',').filter(Boolean);
          const error = common.error;
          const errorId = `${f.name}-error`;
          return (
            <Group key={f.name} aria-describedby={error ? errorId : undefined}>
              <legend>{f.label}</legend>
              <div className="options">
                {f.options!.map((o) => (
                  <Check key={o.value}>
                    <input
                      type="checkbox"
                      name={f.name}
                      value={o.value}
                      checked={chosen.includes(o.value)}
                      onChange={(e) => onChange((e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value)).join(','))}
                    />
                    {o.label}
                  </Check>
                ))}
              </div>
              {error && (
                <GroupError id={errorId} role="alert">
                  {error}
                </GroupError>
              )}
            </Group>
          );
        }
        if (f.type === 'textarea') return <TextArea {...common} onChange={(e) => onChange(e.target.value)} />;
        return (
          <TextField {...common} type={f.type ?? 'text'} step={f.step} autoComplete={f.autoComplete} onChange={(e) => onChange(e.target.value)} />
        );
      })}
      {view.refusal && (
        <Note tone="danger" role="alert">
          {say(view.refusal)}
        </Note>
      )}
      {view.done && doneText && (
        <Note tone="success" role="status">
          {doneText}
        </Note>
      )}
      <Button type="submit" tone={tone} loading={view.busy} aria-label={submitName}>
        {submit}
      </Button>
    </form>
  );
}

/** A checkbox with its words beside it (a reply's "Close the message"). */
const Check = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  marginBottom: '$3',
  fontSize: '$sm',
  '& input': { width: '18px', height: '18px', margin: 0, flex: 'none', accentColor: '$brand' },
});

/** A group of checkboxes (a sale's categories) under its legend, in columns. */
const Group = styled('fieldset', {
  border: 'none',
  margin: '0 0 $3',
  padding: 0,
  minWidth: 0,
  '& legend': { fontSize: '$sm', fontWeight: 600, marginBottom: '$2', padding: 0 },
  '& .options': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', columnGap: '$3' },
  '& label': { marginBottom: 0 },
});
const GroupError = styled('p', { margin: '$1 0 0', color: '$danger', fontSize: '$sm' });
