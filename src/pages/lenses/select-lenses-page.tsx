import { useEffect } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { GoodsDetail } from '../../../contract/catalog';
import { USAGE_RULES, type LensOption, type LensUsage } from '../../../contract/prescription';
import {
  LENS_STEPS,
  lensConfiguratorMachine,
  offeredIndices,
  reviewRows,
  type LensConfiguratorInput,
  type LensStep,
} from '../../../machines/lens-configurator.machine';
import { productApi } from '../../features/product/product.api';
import { useLoad } from '../../components/use-load';
import { useMoney } from '../../features/currency/use-money';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/text-field';
import { Fieldset, PrescriptionFields } from '../../components/prescription-fields';
import { CentredState, LoadStates } from '../../components/page-parts';
import { lensConfiguratorLogic } from '../../features/lenses/lens-configurator.actors';
import { lensConfiguratorView } from '../../features/lenses/lens-configurator.view';
import { routes } from '../../app/paths';
import { MeasuredPdOffer } from '../../features/lenses/measured-pd';
import { useStepHistory } from '../../features/lenses/use-step-history';
import { failureMessage } from '../../../contract/codes';

type Actor = ActorRefFrom<typeof lensConfiguratorMachine>;

const Main = styled('div', { padding: '$4', paddingBottom: '$7', '& h1': { margin: '0 0 $1', fontSize: '$lg' } });
const Sub = styled('p', { margin: '0 0 $4', color: '$inkSoft', fontSize: '$sm' });
const Option = styled('label', {
  display: 'flex',
  gap: '$3',
  alignItems: 'flex-start',
  padding: '$3',
  marginBottom: '$2',
  border: '1px solid $line',
  borderRadius: '$md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$brand', boxShadow: '0 0 0 1px $colors$brand' },
  '& input': { marginTop: 3 },
  '& .name': { fontWeight: 600, display: 'block' },
  '& .desc': { fontSize: '$xs', color: '$inkSoft', display: 'block' },
  '& .price': { marginInlineStart: 'auto', fontWeight: 600, whiteSpace: 'nowrap' },
});
const Nav = styled('div', { display: 'flex', gap: '$3', marginTop: '$4', '& > *': { flex: 1 } });
const Review = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$2 0', borderBottom: '1px solid $line', textAlign: 'start' },
  '& td': { textAlign: 'end' },
  '& tfoot th, & tfoot td': { fontWeight: 700, borderBottom: 0 },
});
const Alert = styled('p', { color: '$danger', fontSize: '$sm', fontWeight: 600 });
const FileInput = styled('input', { fontSize: '$md', minHeight: 44, maxWidth: '100%' });
const PhotoLabel = styled('label', { display: 'block', fontWeight: 600, fontSize: '$sm', marginBottom: '$1' });

/** The frame's unit price for one piece (special or first ladder tier when they apply). */
function framePriceOf(g: GoodsDetail): number {
  if (g.price_type === 2 && g.special_price != null) return g.special_price;
  if (g.price_type === 3) return g.ladder_price.filter((t) => t.min_qty <= 1).sort((a, b) => b.min_qty - a.min_qty)[0]?.price ?? g.price;
  return g.price;
}

/** /select-lenses/:id?variant=&step=: lenses for a frame, step by step (machines/lens-configurator.machine.ts), the steps in the browser's history. */
export default function SelectLensesPage({ logic = lensConfiguratorLogic }: { logic?: typeof lensConfiguratorMachine }) {
  const { t } = useTranslation('product');
  const params = useParams<{ id: string }>();
  const variant = Number(new URLSearchParams(useSearch()).get('variant'));
  const loaded = useLoad(`lenses-${params.id}`, (signal) => productApi.goodsDetail(Number(params.id), signal));
  if (loaded.status !== 'ready') {
    return (
      <Main>
        <h1>{t('lenses.title')}</h1>
        <LoadStates loaded={loaded} loading={t('loading')} failed={t('failed')} />
      </Main>
    );
  }
  const g = loaded.data;
  const variantId = g.variants.some((v) => v.id === variant) ? variant : ((g.variants.find((v) => v.stock_qty > 0) ?? g.variants[0])?.id ?? 0);
  return <Configurator logic={logic} input={{ goodsId: g.id, variantId, frameName: g.name, framePrice: framePriceOf(g) }} />;
}

export function Configurator({ logic, input }: { logic: typeof lensConfiguratorMachine; input: LensConfiguratorInput }) {
  const { t } = useTranslation('product');
  const actor = useActorRef(logic, { input });
  useStepHistory(actor);
  const step = useSelector(actor, (s) => lensConfiguratorView(s).step);
  const steps = LENS_STEPS;
  const at = steps.indexOf(step as LensStep);
  // Each step starts at the top of the page, as a new page would.
  useEffect(() => {
    if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [at]);
  return (
    <Main>
      <h1>{t('lenses.title')}</h1>
      <Sub>
        {input.frameName}
        {at >= 0 && ` · ${t('lenses.step', { n: at + 1, of: steps.length })}`}
        {' · '}
        <Link href={routes.lensDetail}>{t('lensDetail.aboutLenses')}</Link>
      </Sub>
      {step === 'loading' && <CentredState aria-busy="true">{t('loading')}</CentredState>}
      {step === 'failed' && (
        <CentredState role="alert">
          <p>{t('failed')}</p>
          <Button onClick={() => actor.send({ type: 'lens.retry' })}>{t('lenses.retry')}</Button>
        </CentredState>
      )}
      {step === 'usage' && <UsageStep actor={actor} />}
      {step === 'prescription' && <PrescriptionStep actor={actor} />}
      {step === 'index' && <IndexStep actor={actor} />}
      {step === 'coatings' && <CoatingsStep actor={actor} />}
      {step === 'review' && <ReviewStep actor={actor} />}
    </Main>
  );
}

function StepNav({ actor, back = true, next = true }: { actor: Actor; back?: boolean; next?: boolean }) {
  const { t } = useTranslation('product');
  return (
    <Nav>
      {back && (
        <Button tone="secondary" onClick={() => actor.send({ type: 'lens.back' })}>
          {t('lenses.back')}
        </Button>
      )}
      {next && <Button onClick={() => actor.send({ type: 'lens.next' })}>{t('lenses.next')}</Button>}
    </Nav>
  );
}

/** One catalogue option to choose: its name, what it does and its price. */
function Choice({
  type,
  group,
  option,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  group?: string;
  option: LensOption;
  checked: boolean;
  onChange: () => void;
}) {
  const money = useMoney();
  return (
    <Option>
      <input type={type} name={group} value={option.code} checked={checked} onChange={onChange} />
      <span>
        <span className="name">{option.name}</span>
        <span className="desc">{option.description}</span>
      </span>
      <span className="price">{money(option.price)}</span>
    </Option>
  );
}

function UsageStep({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const usages = useSelector(actor, (s) => s.context.catalogue?.usages ?? []);
  const usage = useSelector(actor, (s) => s.context.usage);
  return (
    <>
      <Fieldset>
        <legend>{t('lenses.usageLegend')}</legend>
        {usages.map((u) => (
          <Choice
            key={u.code}
            type="radio"
            group="usage"
            option={u}
            checked={usage === u.code}
            onChange={() => actor.send({ type: 'lens.usage', usage: u.code })}
          />
        ))}
      </Fieldset>
      <StepNav actor={actor} back={false} />
    </>
  );
}

function PrescriptionStep({ actor }: { actor: Actor }) {
  const rx = useSelector(actor, (s) => s.context.rx);
  const errors = useSelector(actor, (s) => s.context.rxErrors);
  const usage = useSelector(actor, (s) => s.context.usage) as LensUsage;
  const canKeep = useSelector(actor, (s) => s.context.saved !== null);
  const usePhoto = useSelector(actor, (s) => s.context.usePhoto);
  if (canKeep && usePhoto) {
    return (
      <>
        <RxSource actor={actor} />
        <PhotoUpload actor={actor} />
        <StepNav actor={actor} />
      </>
    );
  }
  return (
    <>
      {canKeep && <RxSource actor={actor} />}
      {canKeep && <SavedPicker actor={actor} />}
      <PrescriptionFields
        rx={rx}
        errors={errors}
        withAdd={USAGE_RULES[usage].add !== 'none'}
        idPrefix="lens"
        onChange={(field, value) => actor.send({ type: 'lens.rx.field', field, value })}
        pdOffer={<MeasuredPdOffer onUse={(pd) => actor.send({ type: 'lens.rx.field', field: 'pd', value: pd })} />}
      />
      {canKeep && <SaveBox actor={actor} />}
      <StepNav actor={actor} />
    </>
  );
}

/** A customer types the values (or picks saved ones), or sends a photo of the paper prescription instead. */
function RxSource({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const usePhoto = useSelector(actor, (s) => s.context.usePhoto);
  const busy = useSelector(actor, (s) => lensConfiguratorView(s).uploading);
  return (
    <Fieldset>
      <legend>{t('lenses.rxSourceLegend')}</legend>
      {([false, true] as const).map((on) => (
        <Option key={String(on)}>
          <input
            type="radio"
            name="rx-source"
            checked={usePhoto === on}
            disabled={busy}
            onChange={() => actor.send({ type: 'lens.rx.photoMode', on })}
          />
          <span className="name">{t(on ? 'lenses.rxSourcePhoto' : 'lenses.rxSourceValues')}</span>
        </Option>
      ))}
    </Fieldset>
  );
}

/** The photo of the prescription: uploaded as soon as it is chosen; the shop reads it before the lenses are made. */
function PhotoUpload({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const message = useMessage();
  const photo = useSelector(actor, (s) => s.context.photo);
  const error = useSelector(actor, (s) => s.context.photoError);
  const busy = useSelector(actor, (s) => lensConfiguratorView(s).uploading);
  return (
    <Fieldset aria-busy={busy || undefined}>
      <legend>{t('lenses.photoLegend')}</legend>
      <Sub>{t('lenses.photoHelp')}</Sub>
      <PhotoLabel htmlFor="rx-photo">{t('lenses.photoField')}</PhotoLabel>
      <FileInput
        id="rx-photo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) actor.send({ type: 'lens.rx.photo', file });
        }}
      />
      {busy && <Sub role="status">{t('lenses.photoUploading')}</Sub>}
      {!busy && photo && <Sub role="status">{t('lenses.photoUploaded')}</Sub>}
      {!!error && <Alert role="alert">{message(failureMessage(error)) || t('failed')}</Alert>}
    </Fieldset>
  );
}

/** A signed-in customer's saved prescriptions: picking one fills the fields. */
function SavedPicker({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const saved = useSelector(actor, (s) => s.context.saved ?? []);
  const savedId = useSelector(actor, (s) => s.context.savedId);
  const inUse = saved.find((p) => p.id === savedId);
  if (!saved.length) return null;
  return (
    <>
      <SelectField
        label={t('lenses.savedPick')}
        value={savedId == null ? '' : String(savedId)}
        placeholder={t('lenses.savedChoose')}
        options={saved.map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={(e) => e.target.value && actor.send({ type: 'lens.rx.pick', id: Number(e.target.value) })}
      />
      {inUse && <Sub role="status">{t('lenses.savedInUse', { name: inUse.name })}</Sub>}
    </>
  );
}

/** Keep the entered prescription in the account under a name. */
function SaveBox({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const message = useMessage();
  const name = useSelector(actor, (s) => s.context.saveName);
  const nameError = useSelector(actor, (s) => s.context.saveNameError);
  const error = useSelector(actor, (s) => s.context.saveError);
  const saving = useSelector(actor, (s) => lensConfiguratorView(s).savingRx);
  return (
    <Fieldset>
      <legend>{t('lenses.saveLegend')}</legend>
      <TextField
        label={t('lenses.saveName')}
        value={name}
        maxLength={40}
        error={message(nameError) || undefined}
        onChange={(e) => actor.send({ type: 'lens.rx.name', value: e.target.value })}
      />
      {!!error && <Alert role="alert">{message(failureMessage(error)) || t('failed')}</Alert>}
      <Button tone="secondary" loading={saving} onClick={() => actor.send({ type: 'lens.rx.save' })}>
        {t('lenses.save')}
      </Button>
    </Fieldset>
  );
}

function IndexStep({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const indices = useSelector(actor, (s) => s.context.catalogue?.indices ?? []);
  const offered = useSelector(actor, (s) => offeredIndices(s.context).join(','));
  const index = useSelector(actor, (s) => s.context.index);
  return (
    <>
      <Fieldset>
        <legend>{t('lenses.indexLegend')}</legend>
        {indices
          .filter((i) => offered.split(',').includes(i.code))
          .map((i) => (
            <Choice
              key={i.code}
              type="radio"
              group="index"
              option={{ ...i, description: `${i.material} · ${i.description}` }}
              checked={index === i.code}
              onChange={() => actor.send({ type: 'lens.index', index: i.code })}
            />
          ))}
      </Fieldset>
      <StepNav actor={actor} />
    </>
  );
}

function CoatingsStep({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const coatings = useSelector(actor, (s) => s.context.catalogue?.coatings ?? []);
  const chosen = useSelector(actor, (s) => s.context.coatings);
  return (
    <>
      {(['coating', 'tint'] as const).map((kind) => (
        <Fieldset key={kind}>
          <legend>{t(kind === 'coating' ? 'lenses.coatingsLegend' : 'lenses.tintsLegend')}</legend>
          {coatings
            .filter((c) => c.kind === kind)
            .map((c) => (
              <Choice
                key={c.code}
                type="checkbox"
                option={c}
                checked={chosen.includes(c.code)}
                onChange={() => actor.send({ type: 'lens.coating', code: c.code })}
              />
            ))}
        </Fieldset>
      ))}
      <StepNav actor={actor} />
    </>
  );
}

function ReviewStep({ actor }: { actor: Actor }) {
  const { t } = useTranslation('product');
  const money = useMoney();
  const message = useMessage();
  const { rows, total } = useSelector(
    actor,
    (s) => reviewRows(s.context),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const adding = useSelector(actor, (s) => lensConfiguratorView(s).adding);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <>
      <Review>
        <caption className="visually-hidden">{t('lenses.reviewCaption')}</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.kind}-${r.code}`}>
              <th scope="row">{r.kind === 'frame' ? t('lenses.frameRowNamed', { name: r.name }) : r.name}</th>
              <td>{money(r.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('lenses.total')}</th>
            <td>{money(total)}</td>
          </tr>
        </tfoot>
      </Review>
      {!!error && <Alert role="alert">{message(failureMessage(error)) || t('failed')}</Alert>}
      <Nav>
        <Button tone="secondary" disabled={adding} onClick={() => actor.send({ type: 'lens.back' })}>
          {t('lenses.back')}
        </Button>
        <Button loading={adding} onClick={() => actor.send({ type: 'lens.add' })}>
          {t('lenses.addToCart')}
        </Button>
      </Nav>
    </>
  );
}
