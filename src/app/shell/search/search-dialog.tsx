import { useId, useRef } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/react';
import type { searchDialogMachine } from '../../../../machines/search-dialog.machine';
import { keyframes, styled } from '../../../styles/theme';
import { CloseIcon, SearchIcon } from '../../../components/icons';
import { Button } from '../../../components/button';
import type { OverlayContentProps } from '../../overlays/overlay-types';
import { searchDialogLogic } from './search-dialog.actors';
import { searchDialogView } from './search-dialog.view';
import { IconButton } from '../../../components/icon-button';
import { useDialogFocus } from '../../../components/use-dialog-focus';

const drop = keyframes({ from: { transform: 'translateY(-16px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Scrim = styled('div', {
  position: 'absolute',
  inset: 0,
  backgroundColor: '$scrim',
  animation: `${fadeIn} .2s ease-out`,
  '@reduceMotion': { animation: 'none' },
});

const Panel = styled('div', {
  position: 'absolute',
  insetInline: 0,
  top: 0,
  maxHeight: '100%',
  overflowY: 'auto',
  backgroundColor: '$surface',
  padding: '$3 $4 $6',
  borderEndStartRadius: '$lg',
  borderEndEndRadius: '$lg',
  boxShadow: '$sheet',
  animation: `${drop} .22s ease-out`,
  '@reduceMotion': { animation: 'none' },
});

const Form = styled('form', { display: 'flex', alignItems: 'center', gap: '$2' });

const Field = styled('div', {
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  minHeight: '$tap',
  borderRadius: '$pill',
  border: '1px solid $line',
  backgroundColor: '$canvas',
  paddingInlineStart: '$4',
  '&:focus-within': { borderColor: '$brand', backgroundColor: '$surface' },
  '& input': {
    flex: 1,
    minWidth: 0,
    height: '$tap',
    border: 0,
    background: 'none',
    fontSize: '$md',
    outline: 'none',
  },
  '& input::-webkit-search-cancel-button': { display: 'none' },
});

const ErrorText = styled('p', { margin: '$2 $4 0', color: '$danger', fontSize: '$sm' });

const Heading = styled('h2', { margin: '$5 0 $3', fontSize: '$md', fontWeight: 700 });

const Chips = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '0.8rem',
    paddingInline: '$4',
    borderRadius: '$pill',
    backgroundColor: '$canvas',
    color: '$ink',
    fontSize: '$sm',
    textDecoration: 'none',
  },
  '& a:hover': { backgroundColor: '$brandSoft', color: '$brand' },
});

const Note = styled('p', { margin: 0, color: '$inkSoft', fontSize: '$sm' });

/**
 * The search dialog: a labelled search field (Enter or the search icon goes to the results;
 * empty text is refused) and the Popular Searches list.
 */
export default function SearchDialog({ onClose, logic = searchDialogLogic }: OverlayContentProps & { logic?: typeof searchDialogMachine }) {
  const { t } = useTranslation('shell');
  const actor = useActorRef(logic, { input: {} });
  const { query, required, popularStatus: popularState, popular } = useSelector(actor, searchDialogView, shallowEqual);
  const titleId = useId();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const onKeyDown = useDialogFocus(panel, onClose, input);

  return (
    <div data-overlay="search" style={{ position: 'absolute', inset: 0 }}>
      <Scrim onMouseDown={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="visually-hidden">
          {t('search.title')}
        </h2>
        <Form
          role="search"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'search.submit' });
          }}
        >
          <Field>
            <label htmlFor={inputId} className="visually-hidden">
              {t('search.label')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t('search.placeholder')}
              value={query}
              aria-invalid={required || undefined}
              aria-describedby={required ? errorId : undefined}
              onChange={(e) => actor.send({ type: 'search.input', value: e.target.value })}
            />
            <IconButton type="submit" tone="brand" aria-label={t('search.submit')}>
              <SearchIcon />
            </IconButton>
          </Field>
          <IconButton type="button" aria-label={t('search.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Form>
        {required && (
          <ErrorText id={errorId} role="alert">
            {t('messages:searchRequired')}
          </ErrorText>
        )}
        <section aria-labelledby={`${titleId}-popular`}>
          <Heading id={`${titleId}-popular`}>{t('search.popular')}</Heading>
          {popularState === 'loading' && <Note role="status">{t('common:loading')}</Note>}
          {popularState === 'failed' && (
            <Note>
              {t('search.popularFailed')}{' '}
              <Button tone="ghost" onClick={() => actor.send({ type: 'search.retry' })}>
                {t('common:retry')}
              </Button>
            </Note>
          )}
          {popularState === 'ready' && popular.length === 0 && <Note>{t('search.popularEmpty')}</Note>}
          {popularState === 'ready' && popular.length > 0 && (
            <Chips>
              {popular.map((item) => (
                <li key={item.url}>
                  <a
                    href={item.url}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                      e.preventDefault();
                      actor.send({ type: 'search.choose', url: item.url });
                    }}
                  >
                    {item.name}
                  </a>
                </li>
              ))}
            </Chips>
          )}
        </section>
      </Panel>
    </div>
  );
}
