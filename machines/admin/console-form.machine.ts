import { assign, setup } from 'xstate';
import { ADMIN_CUSTOMER_LIMITS, ADMIN_INBOX_LIMITS, ADMIN_LIMITS } from '../../contract/admin';
import { ADMIN_LIVE_LIMITS } from '../../contract/admin-live';
import { PHOTO_LIMITS } from '../../contract/admin-products';
import { CATEGORY_LIMITS, HOT_SEARCH_LIMITS, NAV_LIMITS } from '../../contract/admin-storefront-nav';
import { PROMOTION_LIMITS } from '../../contract/admin-promotions';
import { STOREFRONT_LIMITS } from '../../contract/admin-storefront';
import { TRANSLATION_LIMITS } from '../../contract/admin-translations';
import { failureOf } from '../../contract/codes';
import { PRODUCT_LIMITS } from '../../contract/admin-products';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../contract/staff';
import { providedCall } from '../provided';
import { checkFields, type FieldErrors, type FieldRule, type Values } from './fields';

const password: FieldRule = { required: true, min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX };
const storefrontTitle: FieldRule = { required: true, max: STOREFRONT_LIMITS.titleMax };
const storefrontLink: FieldRule = { max: STOREFRONT_LIMITS.linkMax };
const storefrontPicture: FieldRule = { required: true, max: STOREFRONT_LIMITS.imageMax };

/**
 * The console's simple forms (fields in, one call out), each with its fields' rules. A form marked
 * `empties` starts over once sent. Forms without fields are a button's call (Disable, Unlock).
 */
export const CONSOLE_FORMS = {
  /** POST api/admin/auth/setup: the first owner (the link's token travels with it). */
  setup: { rules: { email: { required: true, email: true, max: 254 }, name: { required: true, max: 100 }, password }, empties: false },
  /** POST api/admin/auth/invite: an invited member sets their name and password. */
  acceptInvite: { rules: { name: { required: true, max: 100 }, password }, empties: false },
  /** POST api/admin/auth/password: the member's own password. */
  password: { rules: { current_password: { required: true, max: STAFF_PASSWORD_MAX }, new_password: password }, empties: true },
  /** POST api/admin/staff/invite. */
  invite: { rules: { email: { required: true, email: true, max: 254 }, role: { required: true } }, empties: true },
  /** POST api/admin/staff/:id/role. */
  role: { rules: { role: { required: true } }, empties: false },
  /** POST api/admin/staff/:id/disable, enable, unlock. */
  disable: { rules: {}, empties: false },
  enable: { rules: {}, empties: false },
  unlock: { rules: {}, empties: false },
  /** GET api/admin/orders.csv or products.csv: the filtered list saved as a file (the filters in the values). */
  csv: { rules: {}, empties: false },
  /** POST api/admin/orders/:id/notes. */
  note: { rules: { text: { required: true, max: ADMIN_LIMITS.noteMax } }, empties: true },
  /** POST api/admin/customers/:id/business {decision: 'approve'}. (Disable and Enable above serve customers too.) */
  approve: { rules: {}, empties: false },
  /** POST api/admin/customers/:id/business {decision: 'decline', reason}: the reason goes in the customer's mail. */
  decline: { rules: { reason: { required: true, max: ADMIN_CUSTOMER_LIMITS.declineReasonMax } }, empties: true },
  /** POST api/admin/customers/:id/password-reset. */
  passwordReset: { rules: {}, empties: false },
  /** POST api/admin/inbox/:kind/:id/reply {text, close}: `close` is 'true' or empty. */
  reply: { rules: { text: { required: true, max: ADMIN_INBOX_LIMITS.replyMax }, close: {} }, empties: true },
  /** POST api/admin/inbox/:kind/:id/state {status, assignee_id}: an empty assignee is nobody. */
  inboxState: { rules: { status: { required: true }, assignee: {} }, empties: false },
  /** GET api/admin/inbox/:kind/:id/attachments/:upload_id: the file saved, fetched with the staff token. */
  attachment: { rules: {}, empties: false },
  // a product's photos (issue 25, src/admin/features/photos): api/admin/products/:id/photos/:photo_id
  /** PATCH {alt}. */
  photoAlt: { rules: { alt: { max: PHOTO_LIMITS.altMax } }, empties: false },
  /** PATCH {variant_id}: '' is every colour. */
  photoColour: { rules: { variant_id: {} }, empties: false },
  /** PATCH {is_main: true}; DELETE; POST photos/order with this one a place earlier or later. */
  photoMain: { rules: {}, empties: false },
  photoDelete: { rules: {}, empties: false },
  photoUp: { rules: {}, empties: false },
  photoDown: { rules: {}, empties: false },
  /** POST api/admin/products/:id/stock {variant_id, mode, qty, reason, note}: a colour's stock set or adjusted (the product's id in `id`). */
  stockChange: {
    rules: {
      variant_id: { required: true },
      mode: { required: true },
      qty: { required: true, max: 8 },
      reason: { required: true },
      note: { max: PRODUCT_LIMITS.stockNoteMax },
    },
    empties: false,
  },
  /** POST api/admin/products/:id/status {version, status}: Publish (the product's id and version in the values). */
  productStatus: { rules: {}, empties: false },
  // categories, navigation and popular searches (contract/admin-storefront-nav.ts)
  /** POST api/admin/categories: an empty slug is made from the name; parent_id empty is the top level. */
  categoryAdd: {
    rules: {
      name: { required: true, max: CATEGORY_LIMITS.nameMax },
      parent_id: {},
      slug: { max: CATEGORY_LIMITS.slugMax },
      img: { max: CATEGORY_LIMITS.imgMax },
    },
    empties: true,
  },
  /** PATCH api/admin/categories/:id {name, img}. */
  categoryEdit: { rules: { name: { required: true, max: CATEGORY_LIMITS.nameMax }, img: { max: CATEGORY_LIMITS.imgMax } }, empties: false },
  /** A button of a tree row (move up or down, indent, outdent, hide, show, delete): the values say which call and with what. */
  treeAction: { rules: {}, empties: false },
  /** POST api/admin/navigation/:column (the column in the values). */
  navAdd: { rules: { name: { required: true, max: NAV_LIMITS.nameMax }, url: { required: true, max: NAV_LIMITS.urlMax } }, empties: true },
  /** PATCH api/admin/navigation/:column/:id {name, url}. */
  navEdit: { rules: { name: { required: true, max: NAV_LIMITS.nameMax }, url: { required: true, max: NAV_LIMITS.urlMax } }, empties: false },
  /** POST api/admin/hot-searches: an empty link is the search for the words. */
  hotSearchAdd: { rules: { name: { required: true, max: HOT_SEARCH_LIMITS.nameMax }, url: { max: HOT_SEARCH_LIMITS.urlMax } }, empties: true },
  /** PATCH api/admin/hot-searches/:id {name, url}. */
  hotSearchEdit: {
    rules: { name: { required: true, max: HOT_SEARCH_LIMITS.nameMax }, url: { required: true, max: HOT_SEARCH_LIMITS.urlMax } },
    empties: false,
  },
  // promotions (contract/admin-promotions.ts): the form checks what it can, the server the rest (its messages under the fields)
  /** POST api/admin/coupons, or PUT api/admin/coupons/:id with its version (both in the values). */
  coupon: {
    rules: {
      title: { required: true, max: PROMOTION_LIMITS.titleMax },
      code: { max: PROMOTION_LIMITS.codeMax },
      discount_type: { required: true },
      discount_value: { required: true },
      min_amount: {},
      valid_from: { required: true },
      valid_to: { required: true },
      claimable: {},
      quantity: {},
      offered: {},
      offer_sort: {},
      active: {},
    },
    empties: false,
  },
  /** POST api/admin/coupons/:id/active {version, active}: End, or Enable again. */
  couponActive: { rules: {}, empties: false },
  /** POST api/admin/sales, or PUT api/admin/sales/:id with its version; `category_ids` is the chosen ids, comma-separated. */
  sale: {
    rules: {
      title: { required: true, max: PROMOTION_LIMITS.titleMax },
      subtitle: { max: PROMOTION_LIMITS.saleSubtitleMax },
      banner_img: { max: PROMOTION_LIMITS.bannerMax },
      banner_alt: { max: PROMOTION_LIMITS.altMax },
      starts_at: { required: true },
      ends_at: { required: true },
      active: {},
      category_ids: { required: true },
    },
    empties: false,
  },
  /** PUT api/admin/currencies: one currency's rate, and whether it becomes the default. */
  currency: { rules: { exchange_rate: { required: true }, is_default: {} }, empties: false },
  // the storefront (issue 25, src/admin/features/storefront): api/admin/storefront/*; `id` and `version` travel in the values
  /** PUT blocks/:id {title, subtitle, link, is_active ('true' or empty)}. */
  storefrontBlock: {
    rules: { title: storefrontTitle, subtitle: { max: STOREFRONT_LIMITS.subtitleMax }, link: storefrontLink, is_active: {} },
    empties: false,
  },
  /** PUT slides/:id, or POST blocks/:block_id/slides without an id; dates as the datetime-local control gives them. */
  storefrontSlide: {
    rules: {
      title: storefrontTitle,
      subtitle: { max: STOREFRONT_LIMITS.subtitleMax },
      img: storefrontPicture,
      alt: { max: STOREFRONT_LIMITS.altMax },
      link: storefrontLink,
      starts_at: {},
      ends_at: {},
    },
    empties: false,
  },
  /** PUT blocks/:id/goods {goods_ids}: the chosen products' ids in order, comma-separated ('' lets the row's tab choose). */
  storefrontGoods: { rules: { goods_ids: {} }, empties: false },
  /** PUT questionnaires/:id {image_url, wap_image_url}. */
  storefrontQuestionnaire: { rules: { image_url: storefrontPicture, wap_image_url: storefrontPicture }, empties: false },
  /** POST blocks/order or blocks/:id/slides/order: `id` a place earlier (`by` -1) or later (1) among `ids`. */
  storefrontMove: { rules: {}, empties: false },
  /** DELETE slides/:id. */
  storefrontRemove: { rules: {}, empties: false },
  /** POST preview: `draft` is a form's unsaved values as JSON ({form, values}); answers the preview's address. */
  storefrontPreview: { rules: { draft: { required: true } }, empties: false },
  /** POST api/admin/media: `file` names the chosen file (kept by the page), its `name`; answers the picture's sizes. */
  storefrontUpload: { rules: { file: { required: true }, name: {} }, empties: true },
  /** PUT api/admin/translations {lang, source, text}: a text corrected by hand (its language and English in the values). */
  translation: { rules: { text: { required: true, max: TRANSLATION_LIMITS.textMax } }, empties: false },
  /** POST api/admin/questionnaires/:id/run {days} (the id in the values). */
  questionnaireRun: { rules: { days: { required: true, max: 3 } }, empties: false },
  /** POST api/admin/questionnaires/:id/end. */
  questionnaireEnd: { rules: {}, empties: false },
  // live rooms (issue 26, src/admin/features/live): api/admin/live-rooms
  /** POST api/admin/live-rooms, or PUT …/:href (the room's `href` in the values): `starts_at` as the datetime-local control gives it, `goods_ids` comma-separated. */
  liveRoom: {
    rules: { title: { required: true, max: ADMIN_LIVE_LIMITS.titleMax }, starts_at: { required: true }, cover_key: {}, cover_src: {}, goods_ids: {} },
    empties: false,
  },
  /** POST api/admin/live-rooms/cover: `file` names the chosen file (kept by the page), its `name`; answers the picture's sizes. */
  liveCover: { rules: { file: { required: true }, name: {} }, empties: true },
} satisfies Record<string, { rules: Record<string, FieldRule>; empties: boolean }>;
export type ConsoleFormName = keyof typeof CONSOLE_FORMS;

const rulesOf = (form: ConsoleFormName): Record<string, FieldRule> => CONSOLE_FORMS[form].rules;
const emptyValues = (form: ConsoleFormName): Values => Object.fromEntries(Object.keys(rulesOf(form)).map((k) => [k, '']));

export interface ConsoleFormInput {
  form: ConsoleFormName;
  /** What the fields hold at first (a member's role); empty when absent. */
  values?: Values;
}

export interface ConsoleFormContext {
  form: ConsoleFormName;
  values: Values;
  errors: FieldErrors;
  /** A refusal not about one field (a used link, a member that no longer exists), shown in the form. */
  error: unknown;
}

export type ConsoleFormEvent = { type: 'form.field'; name: string; value: string } | { type: 'form.submit' };

/**
 * One of the console's simple forms: its fields checked on submit, sent, then done (the app goes
 * on: signs in, reloads a list) or refused with the server's message (a field's under it).
 */
export const consoleFormMachine = setup({
  types: {
    input: {} as ConsoleFormInput,
    context: {} as ConsoleFormContext,
    events: {} as ConsoleFormEvent,
    tags: {} as 'busy' | 'done',
  },
  actors: {
    /** The form's call; what it answers goes to `tellDone`. */
    send: providedCall<unknown, { form: ConsoleFormName; values: Values }>('send'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkFields(context.values, rulesOf(context.form))).length === 0,
    isKnownField: ({ context, event }) => event.type === 'form.field' && event.name in rulesOf(context.form),
    empties: ({ context }) => CONSOLE_FORMS[context.form].empties,
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'form.field' ? { ...context.values, [event.name]: event.value } : context.values),
      errors: ({ context, event }) => {
        if (event.type !== 'form.field') return context.errors;
        const { [event.name]: _gone, ...rest } = context.errors;
        return rest;
      },
    }),
    showErrors: assign({ errors: ({ context }) => checkFields(context.values, rulesOf(context.form)), error: null }),
    clear: assign({ errors: {}, error: null }),
    /** Empties the fields; what travels with the form (an order's or a message's id) stays. */
    empty: assign({ values: ({ context }) => ({ ...context.values, ...emptyValues(context.form) }) }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors, error: null } : { errors: {}, error };
    }),
    /** Provided by the app: what the call answered goes on (a session to sign in with, a list to reload). */
    tellDone: (_, _params: { form: ConsoleFormName; output: unknown }) => {},
  },
}).createMachine({
  id: 'consoleForm',
  context: ({ input }) => ({ form: input.form, values: { ...emptyValues(input.form), ...input.values }, errors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.field': { guard: 'isKnownField', actions: 'setField' },
        'form.submit': [{ guard: 'isValid', target: 'sending', actions: 'clear' }, { actions: 'showErrors' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ form: context.form, values: context.values }),
        onDone: [
          {
            guard: 'empties',
            target: 'done',
            actions: [{ type: 'tellDone', params: ({ context, event }) => ({ form: context.form, output: event.output }) }, 'empty'],
          },
          { target: 'done', actions: { type: 'tellDone', params: ({ context, event }) => ({ form: context.form, output: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      description: 'Says it is done until the next change.',
      tags: ['done'],
      on: {
        'form.field': { guard: 'isKnownField', target: 'editing', actions: 'setField' },
        'form.submit': [
          { guard: 'isValid', target: 'sending', actions: 'clear' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
  },
});
