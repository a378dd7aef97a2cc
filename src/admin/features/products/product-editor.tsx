import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { PRICE_KINDS, GOODS_STATUSES, PRODUCT_LIMITS, type AdminProductDetail } from '../../../../contract/admin-products';
import type { Message } from '../../../../contract/messages';
import type { ColourDraft, DraftField, TierList, productEditorMachine } from '../../../../machines/admin/product-editor.machine';
import { Button } from '../../../components/button';
import { SelectField, TextArea, TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Note, Panel } from '../../app/shell/page-parts';
import { useLeaveGuard } from '../../app/use-leave-guard';
import { productEditorView } from './product-editor.view';
import { useCategories } from './use-categories';

/**
 * A product's form: name, description (Markdown, with the shop's preview), category, SKU, status,
 * frame attributes and sizes, SPH range, limits, the price (plain, special with its original, or
 * a ladder of tiers), wholesale terms, and its colours; Save, and Publish (saved as Published).
 * Each field's message is the contract's rule as the member types, or the server's.
 */
export function ProductEditor({ logic, product }: { logic: typeof productEditorMachine; product: AdminProductDetail | null }) {
  const { t } = useTranslation();
  const say = useMessage();
  const categories = useCategories();
  const actor = useActorRef(logic, { input: { product } });
  const v = useSelector(actor, productEditorView, shallowEqual);
  const d = v.draft;
  useLeaveGuard(v.unsaved, t('products.unsavedLeave'));
  const err = (path: string): string | undefined => {
    const m = v.errors[path] as Message | undefined;
    return m ? say(m) : undefined;
  };
  const field = (name: DraftField, label: string, extra: { inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      value={d[name]}
      inputMode={extra.inputMode}
      placeholder={extra.hint}
      error={err(name)}
      onChange={(e) => actor.send({ type: 'edit.field', name, value: e.target.value })}
    />
  );
  const select = (name: DraftField, label: string, options: { value: string; label: string }[], choose = false) => (
    <SelectField
      label={label}
      name={name}
      value={d[name]}
      options={options}
      placeholder={choose ? t('forms.choose') : undefined}
      error={err(name)}
      onChange={(e) => actor.send({ type: 'edit.field', name, value: e.target.value })}
    />
  );
  const tiers = (list: TierList, legend: string) => (
    <Fieldset>
      <legend>{legend}</legend>
      {err(list) && (
        <Note tone="danger" role="alert">
          {err(list)}
        </Note>
      )}
      {d[list].map((tier, i) => (
        <Row key={i} role="group" aria-label={t('product.tier', { n: i + 1 })}>
          <TextField
            label={t('product.minQty')}
            inputMode="numeric"
            value={tier.min_qty}
            error={err(`${list}[${i}].min_qty`)}
            onChange={(e) => actor.send({ type: 'edit.tier', list, index: i, name: 'min_qty', value: e.target.value })}
          />
          <TextField
            label={t('products.fields.price')}
            inputMode="decimal"
            value={tier.price}
            error={err(`${list}[${i}].price`)}
            onChange={(e) => actor.send({ type: 'edit.tier', list, index: i, name: 'price', value: e.target.value })}
          />
          <Button tone="ghost" onClick={() => actor.send({ type: 'tier.remove', list, index: i })}>
            {t('product.removeTier', { n: i + 1 })}
          </Button>
        </Row>
      ))}
      {d[list].length < PRODUCT_LIMITS.tiersMax && (
        <Button tone="secondary" onClick={() => actor.send({ type: 'tier.add', list })}>
          {t('product.addTier')}
        </Button>
      )}
    </Fieldset>
  );
  const colour = (c: ColourDraft, i: number) => {
    const set = (name: keyof Omit<ColourDraft, 'id'>) => (e: { target: { value: string } }) =>
      actor.send({ type: 'edit.colour', index: i, name, value: e.target.value });
    return (
      <Fieldset key={i}>
        <legend>{t('product.colourN', { n: i + 1 })}</legend>
        <Row>
          <TextField label={t('products.fields.colour')} value={c.name} error={err(`colours[${i}].name`)} onChange={set('name')} />
          <TextField label={t('product.swatch')} type="color" value={c.hex} error={err(`colours[${i}].hex`)} onChange={set('hex')} />
          <TextField label={t('products.fields.sku')} value={c.sku} error={err(`colours[${i}].sku`)} onChange={set('sku')} />
          {c.id ? (
            <p className="stock">{t('product.stockHere', { stock: c.stock })}</p>
          ) : (
            <TextField
              label={t('products.fields.stock')}
              inputMode="numeric"
              value={c.stock}
              error={err(`colours[${i}].stock`)}
              onChange={set('stock')}
            />
          )}
        </Row>
        {d.colours.length > 1 && (
          <Button tone="ghost" onClick={() => actor.send({ type: 'colour.remove', index: i })}>
            {t('product.removeColour', { n: i + 1 })}
          </Button>
        )}
      </Fieldset>
    );
  };
  return (
    <form
      aria-label={t('product.form')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'save' });
      }}
    >
      {v.saved && (
        <Note tone="success" role="status">
          {t('product.saved')}
        </Note>
      )}
      {v.refusal && (
        <Note tone="danger" role="alert">
          {say(v.refusal)}{' '}
          {v.conflict && (
            <Button tone="secondary" loading={v.busy} onClick={() => actor.send({ type: 'reload' })}>
              {t('product.reload')}
            </Button>
          )}
        </Note>
      )}
      {Object.keys(v.errors).length > 0 && (
        <Note tone="danger" role="alert">
          {t('product.fix', { count: Object.keys(v.errors).length })}
        </Note>
      )}
      <Panel aria-labelledby="product-main">
        <h2 id="product-main">{t('product.main')}</h2>
        {field('name', t('products.fields.name'))}
        <Row>
          {field('sku', t('products.fields.sku'))}
          {select(
            'category_id',
            t('products.fields.category'),
            categories.map((c) => ({ value: String(c.id), label: c.name })),
            true,
          )}
          {select(
            'status',
            t('products.fields.status'),
            GOODS_STATUSES.map((s) => ({ value: s, label: t(`products.statuses.${s}`) })),
          )}
        </Row>
        <TextArea
          label={t('products.fields.description')}
          name="description"
          value={d.description}
          rows={8}
          error={err('description')}
          onChange={(e) => actor.send({ type: 'edit.field', name: 'description', value: e.target.value })}
        />
        <Button tone="secondary" loading={v.previewing} onClick={() => actor.send({ type: 'preview' })}>
          {t('product.preview')}
        </Button>
        {v.preview !== null && (
          <Preview aria-label={t('product.previewLabel')} role="region">
            {/* The shop's own renderer and sanitizer drew this HTML (api/admin/markdown-preview). */}
            <div dangerouslySetInnerHTML={{ __html: v.preview }} />
          </Preview>
        )}
      </Panel>

      <Panel aria-labelledby="product-price">
        <h2 id="product-price">{t('product.pricing')}</h2>
        <Row>
          {select(
            'price_type',
            t('product.priceType'),
            PRICE_KINDS.map((k) => ({ value: k, label: t(`product.priceKinds.${k}`) })),
          )}
          {field('price', t('products.fields.price'), { inputMode: 'decimal' })}
          {d.price_type === 'special' && field('original_price', t('products.fields.originalPrice'), { inputMode: 'decimal' })}
        </Row>
        {d.price_type === 'ladder' && tiers('ladder', t('product.ladder'))}
        {field('wholesale_moq', t('product.moq'), { inputMode: 'numeric' })}
        {tiers('wholesale', t('product.wholesale'))}
      </Panel>

      <Panel aria-labelledby="product-frame">
        <h2 id="product-frame">{t('product.frame')}</h2>
        <Row>
          {field('shape', t('product.shape'))}
          {field('rim', t('product.rim'))}
          {field('material', t('product.material'))}
          {field('gender', t('product.gender'))}
        </Row>
        <Row>
          {field('lens_width', t('product.lensWidth'), { inputMode: 'numeric' })}
          {field('bridge', t('product.bridge'), { inputMode: 'numeric' })}
          {field('temple', t('product.temple'), { inputMode: 'numeric' })}
        </Row>
        <Row>
          {field('sph_min', t('product.sphMin'), { inputMode: 'decimal' })}
          {field('sph_max', t('product.sphMax'), { inputMode: 'decimal' })}
          {field('purchase_limit', t('product.purchaseLimit'), { inputMode: 'numeric' })}
          {field('low_stock_threshold', t('product.lowStockThreshold'), { inputMode: 'numeric' })}
        </Row>
      </Panel>

      <Panel aria-labelledby="product-colours">
        <h2 id="product-colours">{t('product.colours')}</h2>
        {err('colours') && (
          <Note tone="danger" role="alert">
            {err('colours')}
          </Note>
        )}
        {d.colours.map(colour)}
        {d.colours.length < PRODUCT_LIMITS.coloursMax && (
          <Button tone="secondary" onClick={() => actor.send({ type: 'colour.add' })}>
            {t('product.addColour')}
          </Button>
        )}
      </Panel>

      <Buttons>
        <Button type="submit" loading={v.busy}>
          {t('product.save')}
        </Button>
        {d.status !== 'published' && (
          <Button tone="secondary" loading={v.busy} onClick={() => actor.send({ type: 'publish' })}>
            {t('product.publish')}
          </Button>
        )}
      </Buttons>
    </form>
  );
}

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: '$3',
  alignItems: 'start',
  '& .stock': { margin: '$5 0 0', fontSize: '$sm' },
});
const Fieldset = styled('fieldset', {
  border: '1px solid $line',
  borderRadius: '$md',
  padding: '$3',
  margin: '0 0 $3',
  '& legend': { fontWeight: 700, padding: '0 $1' },
});
const Preview = styled('section', { border: '1px dashed $line', borderRadius: '$md', padding: '$3', margin: '$3 0', maxWidth: 390 });
const Buttons = styled('div', { display: 'flex', gap: '$2', position: 'sticky', bottom: 0, padding: '$3 0', backgroundColor: '$bg' });
