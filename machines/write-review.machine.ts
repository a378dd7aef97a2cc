import { assign, setup } from 'xstate';
import { STAR_MAX } from '../contract/constants';
import type { OrderComment } from '../contract/orders';
import { orderCommentSchema, type OrderCommentInput } from '../contract/schemas/checkout';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

export interface WriteReviewInput {
  orderId: number;
  goodsId: number;
}

/** Field messages per contract/schemas orderCommentSchema (absent when the field is valid). */
export type WriteReviewErrors = Partial<Record<'rating' | 'content', string>>;

export interface WriteReviewContext extends WriteReviewInput {
  /** 1 to 5; the spec's default is 5. */
  rating: number;
  content: string;
  errors: WriteReviewErrors;
  /** The server's refusal (already reviewed, not delivered, offline). */
  error: unknown;
  review: OrderComment | null;
}

export type WriteReviewEvent = { type: 'review.rating'; value: number } | { type: 'review.content'; value: string } | { type: 'review.submit' };

export interface SendReviewInput {
  orderId: number;
  comment: OrderCommentInput;
}

/**
 * What the form shows (src/features/orders/write-review.view.ts): `busy` while the review is sent,
 * `done` once reviewed, the server's refusal `failed`.
 */
export type WriteReviewTag = 'busy' | 'done' | 'failed';

type Fields = Pick<WriteReviewContext, 'goodsId' | 'rating' | 'content'>;

/** Every field's first message, or {} when the review is valid. */
export function checkReview(c: Fields): WriteReviewErrors {
  const r = validate(orderCommentSchema, { goods_id: c.goodsId, rating: c.rating, content: c.content });
  if (r.ok) return {};
  const out: WriteReviewErrors = {};
  if (r.errors.rating) out.rating = r.errors.rating;
  if (r.errors.content) out.content = r.errors.content;
  return out;
}

/**
 * One delivered order line's review on /account/write-review: a star rating and a text,
 * checked with orderCommentSchema, then api/users/addOrderComment/{orderId}; done shows the
 * line as reviewed. Field messages appear at the first submit and then follow what is typed.
 */
export const writeReviewMachine = setup({
  types: {
    input: {} as WriteReviewInput,
    context: {} as WriteReviewContext,
    events: {} as WriteReviewEvent,
    tags: {} as WriteReviewTag,
  },
  actors: {
    sendReview: providedCall<OrderComment, SendReviewInput>('sendReview'),
  },
  guards: {
    isReviewValid: ({ context }) => Object.keys(checkReview(context)).length === 0,
  },
  actions: {
    setField: assign(({ context, event }) => {
      const next: Fields = {
        goodsId: context.goodsId,
        rating: event.type === 'review.rating' ? event.value : context.rating,
        content: event.type === 'review.content' ? event.value : context.content,
      };
      const all = checkReview(next);
      const errors: WriteReviewErrors = {};
      for (const key of Object.keys(context.errors) as (keyof WriteReviewErrors)[]) if (all[key]) errors[key] = all[key];
      return { rating: next.rating, content: next.content, errors };
    }),
    showErrors: assign({ errors: ({ context }) => checkReview(context) }),
    clearErrors: assign({ errors: {}, error: null }),
    setReview: assign((_, { review }: { review: OrderComment }) => ({ review })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'writeReview',
  context: ({ input }) => ({ ...input, rating: STAR_MAX, content: '', errors: {}, error: null, review: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'review.rating': { actions: 'setField' },
        'review.content': { actions: 'setField' },
        'review.submit': [{ guard: 'isReviewValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      description: 'Waiting for the server; further submits are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) => ({
          orderId: context.orderId,
          comment: orderCommentSchema.cast({ goods_id: context.goodsId, rating: context.rating, content: context.content }),
        }),
        onDone: { target: 'done', actions: { type: 'setReview', params: ({ event }) => ({ review: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final', description: 'The line shows as reviewed.', tags: ['done'] },
    failed: {
      description: 'The server refused; its message shows, and the review may be edited and sent again.',
      tags: ['failed'],
      on: {
        'review.rating': { target: 'editing', actions: ['clearErrors', 'setField'] },
        'review.content': { target: 'editing', actions: ['clearErrors', 'setField'] },
        'review.submit': { target: 'submitting', actions: 'clearErrors' },
      },
    },
  },
});
