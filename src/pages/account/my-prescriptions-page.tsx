import type { ReactNode } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { eyeNotation, pdNotation, type SavedPrescription } from '../../../contract/prescription';
import type { savedPrescriptionsMachine } from '../../../machines/saved-prescriptions.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { PageLoading } from '../../components/page-loading';
import { TextField } from '../../components/text-field';
import { PrescriptionFields } from '../../components/prescription-fields';
import { inspect } from '../../app/inspect';
import { Note, Problem } from '../../features/checkout/checkout-parts';
import { savedPrescriptionsLogic } from '../../features/lenses/saved-prescriptions.actors';
import { savedPrescriptionsView } from '../../features/lenses/saved-prescriptions.view';
import { maybeConfirmDeleteView } from '../../features/orders/confirm-delete.view';
import { failureMessage } from '../../../contract/codes';

export type SavedPrescriptionsActor = ActorRefFrom<typeof savedPrescriptionsMachine>;

// A div: the shell's <main> already holds the page (one main landmark).
const Page = styled('div', {
  flex: 1,
  padding: '$5 $4 $6',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& h1': { margin: 0, fontSize: '$xl' },
  '& h2': { margin: 0, fontSize: '$lg' },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Card = styled('li', {
  padding: '$4',
  border: '1px solid $line',
  borderRadius: '$md',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  fontSize: '$sm',
  color: '$inkSoft',
  '& strong': { color: '$ink', fontSize: '$md' },
});
const Rx = styled('p', { margin: 0, direction: 'ltr', unicodeBidi: 'isolate', textAlign: 'start' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', marginTop: '$3', '& [data-delete]': { color: '$danger' } });
const Pair = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3', marginTop: '$2' });
const Form = styled('form', { display: 'flex', flexDirection: 'column', padding: '$4', border: '1px solid $line', borderRadius: '$md' });

/** /account/my-prescriptions: the saved prescriptions; add, rename, delete after a confirmation. */
export default function MyPrescriptionsPage({ logic = savedPrescriptionsLogic }: { logic?: typeof savedPrescriptionsLogic }) {
  const actor = useActorRef(logic, { inspect });
  return <SavedPrescriptionsView actor={actor} />;
}

export function SavedPrescriptionsView({ actor }: { actor: SavedPrescriptionsActor }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const { loading, failed, ready, canAct: idle, adding, renaming, list, pending, error } = useSelector(actor, savedPrescriptionsView, shallowEqual);
  const pendingId = pending?.id;
  const removal = useSelector(actor, (s) => s.children.confirmDelete);
  const { asking: confirming, busy: deleting } = useSelector(removal, maybeConfirmDeleteView, shallowEqual);
  const problem = error && <Problem role="alert">{message(failureMessage(error))}</Problem>;

  return (
    <Page>
      <h1>{t('rx.title')}</h1>
      {loading && <PageLoading />}
      {failed && (
        <div role="alert">
          <Note>{t('rx.loadFailed')}</Note>
          <Button tone="secondary" onClick={() => actor.send({ type: 'saved.retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {ready && (
        <>
          <Note>{t('rx.use')}</Note>
          {list.length === 0 ? (
            <Note>{t('rx.empty')}</Note>
          ) : (
            <List aria-label={t('rx.title')}>
              {list.map((p) => (
                <Card key={p.id} aria-busy={deleting && p.id === pendingId ? true : undefined}>
                  {renaming && p.id === pendingId ? (
                    <RenameForm actor={actor} saved={p} />
                  ) : (
                    <>
                      <strong>{p.name}</strong>
                      <RxLines saved={p} />
                      <Actions>
                        <Button
                          tone="secondary"
                          disabled={!idle}
                          aria-label={t('rx.renameNamed', { name: p.name })}
                          onClick={() => actor.send({ type: 'saved.rename', id: p.id })}
                        >
                          {t('rx.rename')}
                        </Button>
                        <Button
                          tone="ghost"
                          data-delete=""
                          disabled={!idle}
                          loading={deleting && p.id === pendingId}
                          aria-label={t('rx.deleteNamed', { name: p.name })}
                          onClick={() => actor.send({ type: 'saved.delete', id: p.id })}
                        >
                          {t('rx.delete')}
                        </Button>
                      </Actions>
                    </>
                  )}
                </Card>
              ))}
            </List>
          )}
          {!renaming && !adding && problem}
          {renaming && problem}
          {adding ? (
            <NewForm actor={actor} problem={problem} />
          ) : (
            <Button disabled={!idle} onClick={() => actor.send({ type: 'saved.add' })}>
              {t('rx.add')}
            </Button>
          )}
        </>
      )}
      {confirming && pending && (
        <Dialog title={t('rx.confirmTitle')} onClose={() => actor.send({ type: 'saved.keep' })}>
          <Note>{t('rx.confirmText', { name: pending.name })}</Note>
          <Pair>
            <Button tone="secondary" onClick={() => actor.send({ type: 'saved.keep' })}>
              {t('rx.keep')}
            </Button>
            <Button tone="danger" onClick={() => actor.send({ type: 'saved.confirm' })}>
              {t('rx.confirm')}
            </Button>
          </Pair>
        </Dialog>
      )}
    </Page>
  );
}

/** A saved prescription in its usual notation (left to right in every language). */
function RxLines({ saved }: { saved: SavedPrescription }) {
  const { t } = useTranslation('product');
  const rx = saved.prescription;
  return (
    <>
      <Rx>
        {t('lenses.rightEye')} {eyeNotation(rx.right)}
      </Rx>
      <Rx>
        {t('lenses.leftEye')} {eyeNotation(rx.left)}
      </Rx>
      <Rx>PD {pdNotation(rx)}</Rx>
    </>
  );
}

function RenameForm({ actor, saved }: { actor: SavedPrescriptionsActor; saved: SavedPrescription }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const name = useSelector(actor, (s) => savedPrescriptionsView(s).name);
  const nameError = useSelector(actor, (s) => savedPrescriptionsView(s).errors.name ?? null);
  const busy = useSelector(actor, (s) => savedPrescriptionsView(s).busy);
  return (
    <form
      aria-label={t('rx.renameTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'saved.submit' });
      }}
    >
      <TextField
        label={t('rx.newName')}
        value={name}
        maxLength={40}
        autoFocus
        error={message(nameError) || undefined}
        onChange={(e) => actor.send({ type: 'saved.name', value: e.target.value })}
      />
      <Pair>
        <Button type="button" tone="secondary" disabled={busy} onClick={() => actor.send({ type: 'saved.cancel' })}>
          {t('rx.cancel')}
        </Button>
        <Button type="submit" loading={busy} aria-label={`${t('rx.save')}: ${saved.name}`}>
          {t('rx.save')}
        </Button>
      </Pair>
    </form>
  );
}

function NewForm({ actor, problem }: { actor: SavedPrescriptionsActor; problem: ReactNode }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const { name, rx, errors, busy } = useSelector(actor, savedPrescriptionsView, shallowEqual);
  return (
    <Form
      aria-labelledby="new-rx-title"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'saved.submit' });
      }}
    >
      <h2 id="new-rx-title">{t('rx.addTitle')}</h2>
      <TextField
        label={t('rx.name')}
        value={name}
        maxLength={40}
        error={message(errors.name ?? null) || undefined}
        onChange={(e) => actor.send({ type: 'saved.name', value: e.target.value })}
      />
      <PrescriptionFields
        rx={rx}
        errors={errors}
        withAdd
        idPrefix="saved"
        onChange={(field, value) => actor.send({ type: 'saved.field', field, value })}
      />
      {problem}
      <Pair>
        <Button type="button" tone="secondary" disabled={busy} onClick={() => actor.send({ type: 'saved.cancel' })}>
          {t('rx.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('rx.save')}
        </Button>
      </Pair>
    </Form>
  );
}
