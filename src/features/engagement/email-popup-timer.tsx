import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import type { SimulatedClock } from 'xstate';
import type { emailPopupMachine } from '../../../machines/email-popup.machine';
import { useVisitorTokensIssued } from '../../app/session/selectors';
import { isCataloguePage } from '../../app/paths';
import { emailPopupLogic, emailSentOnThisDevice, onEmailSent } from './email-popup.actors';

/**
 * Runs the e-mail pop-up's timing (machines/email-popup.machine.ts) for the app: tells it when the
 * session obtains a new visitor token, where the shopper is, and when the device sent its e-mail. Draws nothing; the pop-up is an
 * overlay of the shell. `clock`: tests run the 10 seconds on a simulated clock.
 */
export function EmailPopupTimer({ logic = emailPopupLogic, clock }: { logic?: typeof emailPopupMachine; clock?: SimulatedClock }) {
  const [path] = useLocation();
  const issued = useVisitorTokensIssued();
  const onCataloguePage = isCataloguePage(path);
  const input = { emailSent: emailSentOnThisDevice(), onCataloguePage };
  // xstate takes `clock: undefined` as a clock with no timers: pass it only when a test gives one.
  const actor = useActorRef(logic, clock ? { input, clock } : { input });
  useEffect(() => {
    if (issued > 0) actor.send({ type: 'visitor.tokenCreated' });
  }, [issued, actor]);
  useEffect(() => onEmailSent(() => actor.send({ type: 'email.sent' })), [actor]);
  useEffect(() => {
    actor.send({ type: 'route.changed', onCataloguePage });
  }, [onCataloguePage, actor]);
  return null;
}
