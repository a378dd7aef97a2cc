import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../contract/messages';
import { toastsMachine } from './toasts.machine';

describe('toasts', () => {
  it("keeps a warning as its own kind ('url error', spec section 8), once while it is up", () => {
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'toast.show', kind: 'warning', message: messages.urlError });
    actor.send({ type: 'toast.show', kind: 'warning', message: messages.urlError });
    // The same words as an error are another toast: the kind is part of what it says.
    actor.send({ type: 'toast.show', kind: 'error', message: messages.urlError });
    expect(actor.getSnapshot().context.toasts).toEqual([
      { id: 1, kind: 'warning', message: messages.urlError },
      { id: 2, kind: 'error', message: messages.urlError },
    ]);
    actor.send({ type: 'toast.dismiss', id: 1 });
    expect(actor.getSnapshot().context.toasts.map((t) => t.kind)).toEqual(['error']);
  });
});
