import { describe, expect, it } from 'vitest';
import { tryOnMachine, type TryOnContext, type TryOnPicture } from '../../../machines/try-on.machine';
import { straightFace } from '../../../tests/support/try-on-faces';
import { tryOnView } from './try-on.view';

const INPUT = { goodsId: 7, frame: { lensWidth: 52, bridge: 18 }, cameraSupported: true };
const CONTEXT: TryOnContext = {
  ...INPUT,
  picture: null,
  model: null,
  loadMs: null,
  face: null,
  placement: null,
  pdSamples: [],
  irisPx: null,
  facesSeen: 0,
  photoFile: null,
  error: null,
};
const at = (value: Parameters<typeof tryOnMachine.resolveState>[0]['value'], context: Partial<TryOnContext> = {}) =>
  tryOnView(tryOnMachine.resolveState({ value, context: { ...CONTEXT, ...context } }));

describe('tryOnView', () => {
  it('says in each state what the status line shows', () => {
    expect(at({ camera: 'askingPermission' }).status).toBe('asking');
    expect(at({ camera: 'loadingModel' }).status).toBe('loading');
    expect(at({ photo: 'loadingModel' }).status).toBe('loading');
    expect(at({ camera: { tracking: 'searching' } }).status).toBe('searching');
    expect(at({ camera: { tracking: 'found' } }).status).toBe('found');
    expect(at({ photo: 'found' }).status).toBe('found');
    expect(at({ camera: { tracking: 'lost' } }).status).toBe('lost');
    expect(at({ photo: 'checking' }).status).toBe('reading');
    expect(at({ photo: 'detecting' }).status).toBe('reading');
    expect(at({ photo: 'noFace' }).status).toBe('noFace');
    expect(at('denied').status).toBe('denied');
    expect(at('modelFailed').status).toBe('modelFailed');
    expect(at('unsupported').status).toBe('unsupported');
  });

  it('the picture, the face and where the frame goes, as the machine keeps them; no PD until the iris is read', () => {
    const picture = { kind: 'camera', width: 1000, height: 750, element: null } as unknown as TryOnPicture;
    const face = straightFace();
    const placement = { x: 500, y: 300, width: 400, roll: 0, yaw: 0 };
    const view = at({ camera: { tracking: 'found' } }, { picture, face, placement, loadMs: 120, facesSeen: 3 });
    expect(view).toEqual({ status: 'found', picture, face, placement, loadMs: 120, facesSeen: 3, pd: null });
  });

  it('offers the PD once measured', () => {
    const view = at({ camera: { tracking: 'found' } }, { pdSamples: [62, 62.4, 61.8], irisPx: 40 });
    expect(view.pd).not.toBeNull();
    expect(view.pd!.mm).toBeGreaterThan(0);
  });
});
