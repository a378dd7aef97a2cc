import { describe, expect, it } from 'vitest';
import { Z_OVERLAY_IDLE, Z_OVERLAY_OPEN } from '../../../contract/constants';
import { overlaysMachine } from '../../../machines/overlays.machine';
import { overlaysView } from './overlays.view';

const at = (value: string, overlay: 'menu' | null) => overlaysView(overlaysMachine.resolveState({ value, context: { overlay, props: {} } }));

describe('overlaysView', () => {
  it('closed: nothing shown, below pop-ups', () => {
    expect(at('closed', null)).toEqual({ overlay: null, props: {}, closing: false, zIndex: Z_OVERLAY_IDLE });
  });
  it('open: the overlay above everything', () => {
    expect(at('open', 'menu')).toEqual({ overlay: 'menu', props: {}, closing: false, zIndex: Z_OVERLAY_OPEN });
  });
  it('closing: still shown while it fades out', () => {
    expect(at('closing', 'menu')).toEqual({ overlay: 'menu', props: {}, closing: true, zIndex: Z_OVERLAY_OPEN });
  });
});
