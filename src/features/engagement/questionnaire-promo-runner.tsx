import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import type { questionnairePromoMachine } from '../../../machines/questionnaire-promo.machine';
import { OverlaysContext } from '../../app/overlays/overlays-context';
import { useIsSignedIn, useSessionToken } from '../../app/session/selectors';
import { questionnairePromoLogic, questionnaireSuppressed } from './questionnaire-promo.actors';

/**
 * Runs the questionnaire promo (machines/questionnaire-promo.machine.ts) for the app: on every
 * route change (and when the session first has a token, so the check can be asked) it tells the
 * machine where the shopper is, whether the e-mail dialog is on screen, whether they are signed in
 * and whether this device holds the 24-hour suppression. Draws nothing: the promo is an overlay.
 */
export function QuestionnairePromoRunner({ logic = questionnairePromoLogic }: { logic?: typeof questionnairePromoMachine }) {
  const [path] = useLocation();
  const signedIn = useIsSignedIn();
  const hasToken = useSessionToken() != null;
  const overlays = OverlaysContext.useActorRef();
  const actor = useActorRef(logic);
  useEffect(() => {
    if (!hasToken) return;
    actor.send({
      type: 'route.changed',
      isHome: path === '/',
      emailPopupShowing: overlays.getSnapshot().context.overlay === 'email-catalogue',
      isSignedIn: signedIn,
      suppressed: questionnaireSuppressed(),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a route change (or the first token) asks again; signing in is told below
  }, [path, hasToken, actor, overlays]);
  useEffect(() => {
    actor.send({ type: 'session.changed', isSignedIn: signedIn });
  }, [signedIn, actor]);
  return null;
}
