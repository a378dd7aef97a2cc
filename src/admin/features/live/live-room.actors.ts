import { fromPromise } from 'xstate';
import type { AdminLiveRoomDetail } from '../../../../contract/admin-live';
import type { ShopImage } from '../../../../contract/admin-products';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { liveRoomMachine } from '../../../../machines/admin/live-room.machine';
import { sessionActor } from '../../app/session/session-actor';
import { liveApi } from './live.api';
import { liveRoomSocketActor } from './live-socket';
import { roomInputOf } from './live-values';

/**
 * The room page's effects: its read, the moves (api/admin/live/{room_href}), its figures, and the
 * room's socket with the member's staff token; a socket that no longer takes it ends the session.
 */
export const liveRoomLogic = liveRoomMachine.provide({
  actors: {
    loadRoom: fromPromise(({ input, signal }) => liveApi.room(input.href, signal)),
    move: fromPromise(({ input }) => liveApi.move(input.href, input.move)),
    loadFigures: fromPromise(({ input, signal }) => liveApi.figures(input.href, signal)),
    watch: liveRoomSocketActor(),
  },
  actions: { endSession: () => sessionActor().send({ type: 'session.expired' }) },
});

/** Files chosen for a cover, until sent: the form's values are text, so `file` names one here. */
const picked = new Map<string, File>();
let seq = 0;
export function pickCover(file: File): string {
  const key = `cover-${++seq}`;
  picked.set(key, file);
  return key;
}

async function call(form: ConsoleFormName, v: Values): Promise<unknown> {
  switch (form) {
    case 'liveRoom':
      return v.href ? liveApi.edit(v.href, roomInputOf(v)) : liveApi.schedule(roomInputOf(v));
    case 'liveCover': {
      const file = picked.get(v.file!);
      picked.delete(v.file!);
      if (!file) throw new Error('the chosen file is gone');
      return liveApi.cover(file, v.name || file.name);
    }
    default:
      throw new Error(`${form} is not a live room form`);
  }
}
const send = fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values));

/** Schedule a room, or save a scheduled one: done, the page takes the room answered. */
export function liveRoomFormLogic(done: (detail: AdminLiveRoomDetail) => void) {
  return consoleFormMachine.provide({ actors: { send }, actions: { tellDone: (_, { output }) => done(output as AdminLiveRoomDetail) } });
}

/** A cover picture uploaded: done, the form takes its key and address. */
export function liveCoverLogic(uploaded: (image: ShopImage) => void) {
  return consoleFormMachine.provide({ actors: { send }, actions: { tellDone: (_, { output }) => uploaded(output as ShopImage) } });
}
