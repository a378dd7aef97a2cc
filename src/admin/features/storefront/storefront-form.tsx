import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { failureOf } from '../../../../contract/codes';
import type { ConsoleFormInput, consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import type { FieldError } from '../../../../machines/admin/fields';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Note } from '../../app/shell/page-parts';
import { PicturePickButton } from '../../components/picture-pick-button';
import { consoleFormView } from '../forms/console-form.view';
import { useFieldError } from '../forms/use-field-error';
import { pickFile, type storefrontUploadLogic } from './storefront-forms.actors';
import type { PreviewedForm } from './storefront-values';

type Logic = typeof consoleFormMachine;

export interface StorefrontField {
  name: string;
  /** The label's words (already translated). */
  label: string;
  type?: 'text' | 'checkbox' | 'datetime-local' | 'picture';
  /** A hint under the label (a picture's shape, a link's form). */
  hint?: string;
}

/** The form's view, and whether its refusal is the version conflict (someone else saved first). */
const viewOf = (s: SnapshotFrom<Logic>) => ({ ...consoleFormView(s), conflict: !!s.context.error && failureOf(s.context.error).kind === 'conflict' });

/**
 * One storefront form (machines/admin/console-form.machine.ts, the storefront's CONSOLE_FORMS):
 * its fields (a picture's with an upload beside it), Preview (the unsaved values drawn on the shop
 * at phone width: a second console form, storefrontPreview) and Publish (saves). The server's field
 * messages go under their fields; a version conflict says so with Reload.
 */
export function StorefrontForm({
  logic,
  input,
  name,
  fields,
  submit,
  preview,
  upload,
  onReload,
  purpose = 'banner',
  children,
}: {
  logic: Logic;
  input: ConsoleFormInput;
  name: string;
  fields: StorefrontField[];
  submit: string;
  /** Offers Preview: the logic that sends the draft, and the form the draft is of. */
  preview?: { logic: Logic; form: PreviewedForm };
  /** Offers an upload beside each picture field (POST api/admin/media). */
  upload?: (picked: (src: string) => void) => ReturnType<typeof storefrontUploadLogic>;
  /** What an uploaded picture is for (api/admin/media `purpose`). */
  purpose?: 'banner' | 'promo';
  onReload: () => void;
  /** Drawn before the buttons, with the values and a way to change one (a goods row's products). */
  children?: (values: Record<string, string>, set: (name: string, value: string) => void, error: FieldError | undefined) => ReactNode;
}) {
  const actor = useActorRef(logic, { input });
  const view = useSelector(actor, viewOf, shallowEqual);
  const previewActor = useActorRef(preview?.logic ?? logic, { input: { form: 'storefrontPreview' } });
  const previewView = useSelector(previewActor, viewOf, shallowEqual);
  const fieldError = useFieldError();
  const say = useMessage();
  const { t } = useTranslation();
  const set = (field: string, value: string) => actor.send({ type: 'form.field', name: field, value });
  const draftKey = preview?.form === 'storefrontSlide' ? 'slide' : preview?.form === 'storefrontBlock' ? 'block' : 'goods';
  /** A field's message: the save's, else the preview's (the server names it `slide.title`). */
  const errorOf = (field: string) => view.errors[field] ?? (preview ? previewView.errors[`${draftKey}.${field}`] : undefined);

  return (
    <form
      aria-label={name}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <Fields>
        {fields.map((f) => {
          const error = fieldError(errorOf(f.name));
          if (f.type === 'checkbox') {
            return (
              <Check key={f.name}>
                <input
                  type="checkbox"
                  name={f.name}
                  checked={view.values[f.name] === 'true'}
                  onChange={(e) => set(f.name, e.target.checked ? 'true' : '')}
                />
                {f.label}
              </Check>
            );
          }
          const text = (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              type={f.type === 'datetime-local' ? 'datetime-local' : 'text'}
              value={view.values[f.name] ?? ''}
              error={error}
              onChange={(e) => set(f.name, e.target.value)}
            />
          );
          if (f.type !== 'picture') return text;
          return (
            <Picture key={f.name}>
              {view.values[f.name] && /^\/(?!\/)/.test(view.values[f.name]!) ? <img src={view.values[f.name]} alt="" /> : <span className="none" />}
              <div>
                {text}
                {upload && (
                  <Upload logic={upload((src) => set(f.name, src))} purpose={purpose} label={t('storefront.uploadFor', { field: f.label })} />
                )}
              </div>
            </Picture>
          );
        })}
      </Fields>
      {children?.(view.values, set, errorOf('goods_ids'))}
      {view.refusal && (
        <Note tone="danger" role="alert">
          {say(view.refusal)}{' '}
          {view.conflict && (
            <Button type="button" tone="secondary" onClick={onReload}>
              {t('storefront.reload')}
            </Button>
          )}
        </Note>
      )}
      {preview && previewView.refusal && (
        <Note tone="danger" role="alert">
          {say(previewView.refusal)}
        </Note>
      )}
      <Buttons>
        {preview && (
          <Button
            type="button"
            tone="secondary"
            loading={previewView.busy}
            onClick={() => {
              previewActor.send({
                type: 'form.field',
                name: 'draft',
                value: JSON.stringify({ form: preview.form, values: actor.getSnapshot().context.values }),
              });
              previewActor.send({ type: 'form.submit' });
            }}
          >
            {t('storefront.preview')}
          </Button>
        )}
        <Button type="submit" loading={view.busy}>
          {submit}
        </Button>
      </Buttons>
    </form>
  );
}

/** Upload a picture: the file picker; sent at once, its address goes into the field. */
function Upload({ logic, label, purpose }: { logic: ReturnType<typeof storefrontUploadLogic>; label: string; purpose: string }) {
  const actor = useActorRef(logic, { input: { form: 'storefrontUpload', values: { purpose } } });
  const view = useSelector(actor, viewOf, shallowEqual);
  const fieldError = useFieldError();
  const say = useMessage();
  const refusal = view.refusal ? say(view.refusal) : fieldError(view.errors.file);
  return (
    <UploadRow>
      <PicturePickButton
        label={label}
        tone="ghost"
        busy={view.busy}
        refusal={refusal}
        onPick={(file) => {
          actor.send({ type: 'form.field', name: 'file', value: pickFile(file) });
          actor.send({ type: 'form.field', name: 'name', value: file.name });
          actor.send({ type: 'form.submit' });
        }}
      />
    </UploadRow>
  );
}

const Fields = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(5rem, 1fr))',
  gap: '0 $4',
  alignItems: 'start',
});
const Picture = styled('div', {
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'start',
  '& > img, & > .none': {
    width: '4rem',
    aspectRatio: '2 / 1',
    objectFit: 'cover',
    borderRadius: '$md',
    border: '1px solid $line',
    backgroundColor: '$canvas',
    marginTop: 'calc($fontSizes$sm * 1.45 + $space$1)',
  },
});
const UploadRow = styled('div', {
  display: 'flex',
  gap: '$2',
  alignItems: 'center',
  marginTop: '-$3',
  marginBottom: '$3',
  fontSize: '$sm',
  '& .refused': { color: '$danger' },
});
const Buttons = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', justifyContent: 'flex-end' });
const Check = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  marginBottom: '$3',
  fontSize: '$sm',
  '& input': { width: '18px', height: '18px', margin: 0, flex: 'none', accentColor: '$brand' },
});
