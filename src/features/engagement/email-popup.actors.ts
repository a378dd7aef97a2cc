import { emailPopupMachine } from '../../../machines/email-popup.machine';
import { openOverlay } from '../../app/app-actors';
import { storage } from '../../app/storage';

/** Whether this device already sent its e-mail through the pop-up (the machine's input and `email.sent`). */
export function emailSentOnThisDevice(): boolean {
  return storage.get('emailCatalogueSent') === true;
}

const sentListeners = new Set<() => void>();

/** Kept on this device when its e-mail went out through the pop-up's form; the running timer is told. */
export function rememberEmailSent(): void {
  storage.set('emailCatalogueSent', true);
  for (const listener of sentListeners) listener();
}

/** Calls `listener` when this device sends its e-mail; returns the unsubscribe. */
export function onEmailSent(listener: () => void): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

/** The pop-up's timing effects: open the 'email-catalogue' overlay. */
export const emailPopupLogic = emailPopupMachine.provide({
  actions: {
    showPopup: () => openOverlay('email-catalogue'),
  },
});
