import { EMAIL_POPUP_QUIET_MS } from '../../../contract/constants';
import { emailPopupMachine } from '../../../machines/email-popup.machine';
import { openOverlay } from '../../app/app-actors';
import { storage } from '../../app/storage';

/** Whether this device was shown the pop-up within EMAIL_POPUP_QUIET_MS (the machine's input). */
export function emailPopupShownLately(now = Date.now()): boolean {
  const at = storage.get('emailPopupShownAt');
  return typeof at === 'number' && now - at < EMAIL_POPUP_QUIET_MS;
}

/** The pop-up's timing effects: open the 'email-catalogue' overlay and keep on this device that it was shown. */
export const emailPopupLogic = emailPopupMachine.provide({
  actions: {
    showPopup: () => {
      storage.set('emailPopupShownAt', Date.now());
      openOverlay('email-catalogue');
    },
  },
});
