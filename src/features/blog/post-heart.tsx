import { useEffect } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { PostDetail } from '../../../contract/blog';
import { HEART_COLOR } from '../../../contract/constants';
import type { heartMachine } from '../../../machines/heart.machine';
import { useIsSignedIn } from '../../app/session/selectors';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { heartView } from '../wishlist/heart.view';
import { likeCountShown } from './post-likes';
import { postHeartLogic } from './post-heart.actors';

const Toggle = styled('button', {
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  padding: '0 $4',
  border: '1px solid $line',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  color: '$ink',
  fontSize: '$sm',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: HEART_COLOR },
  '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.6 },
});

/**
 * A post's like (machines/heart.machine.ts on api/blog/like and del_like, ./post-heart.actors.ts):
 * pressed when the shopper likes the post, with the count; signed out, pressing it opens the
 * sign-in dialog (spec 4 and 6). The page mounts it again when it reads the post anew.
 */
export function PostHeart({ post, logic = postHeartLogic }: { post: PostDetail; logic?: typeof heartMachine }) {
  const { t } = useTranslation('blog');
  const isSignedIn = useIsSignedIn();
  const actor = useActorRef(logic, { input: { goodsId: post.id, isWished: post.is_like, requiresSignIn: true, isSignedIn } });
  const { send } = actor;
  useEffect(() => {
    send({ type: 'session.changed', isSignedIn });
  }, [isSignedIn, send]);
  const { wished: liked, busy: pending } = useSelector(actor, heartView, shallowEqual);
  const count = likeCountShown(post, liked);
  return (
    <Toggle type="button" aria-pressed={liked} aria-busy={pending || undefined} onClick={() => send({ type: 'heart.toggle' })}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
          fill={liked ? HEART_COLOR : 'none'}
          stroke={HEART_COLOR}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{liked ? t('post.unlike') : t('post.like')}</span>
      <span>{t('likes', { count })}</span>
    </Toggle>
  );
}
