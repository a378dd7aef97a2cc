import { useEffect, useId, useRef } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { FRAME_ART, type FrameSize } from '../../../contract/try-on-geometry';
import type { TryOnPicture } from '../../../machines/try-on.machine';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { FrameArt, type FrameShape } from '../../components/frame-art';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { tryOnLogic } from './try-on.actors';
import { tryOnView } from './try-on.view';

/** The shop's shapes drawn by the frame art (the others drawn as the nearest). */
const ART_SHAPES: Record<string, FrameShape> = {
  round: 'round',
  rectangle: 'rectangle',
  square: 'square',
  'cat-eye': 'cat-eye',
  aviator: 'aviator',
  oval: 'oval',
  browline: 'rectangle',
  geometric: 'square',
  wayfarer: 'rectangle',
};

const Stage = styled('div', {
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '#1b1d21',
  '& video, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  variants: { mirrored: { true: { transform: 'scaleX(-1)' } } },
});
/** The stage's place while there is no camera picture or photo yet (the status line below says why): the dialog keeps its size. */
const EmptyStage = styled('div', { width: '100%', aspectRatio: '4 / 3', borderRadius: '$md', backgroundColor: '$canvas' });
const Overlay = styled('div', { position: 'absolute', pointerEvents: 'none', '& svg': { display: 'block', width: '100%', height: 'auto' } });
const Status = styled('p', { margin: '$3 0', fontWeight: 600, minHeight: '1.2em' });
const Actions = styled('div', { display: 'grid', gap: '$2', marginTop: '$3' });
const PhotoLabel = styled('label', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$tap',
  borderRadius: '$md',
  border: '1px solid $brand',
  color: '$brand',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-within': { outline: '2px solid $brand', outlineOffset: 2 },
});
const Pd = styled('p', { margin: '$3 0 0', fontSize: '$sm' });

export interface TryOnDialogProps {
  goodsId: number;
  name: string;
  shape: string;
  color: string;
  frame: FrameSize;
  onClose(): void;
  logic?: typeof tryOnLogic;
}

const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * Try a frame on: the front camera (or a photo) with the frame drawn on the face, the status said
 * aloud ("Face found", "Face lost"), and the PD measured from the iris offered to the lens
 * configurator. Runs try-on.machine (its camera, model and frame loop in ./try-on.actors.ts).
 */
export default function TryOnDialog({ goodsId, name, shape, color, frame, onClose, logic = tryOnLogic }: TryOnDialogProps) {
  const { t } = useTranslation('product');
  const actor = useActorRef(logic, { input: { goodsId, frame, cameraSupported: hasCamera() } });
  const { status, picture, placement, face, loadMs, facesSeen, pd } = useSelector(actor, tryOnView, shallowEqual);
  const photoId = useId();
  return (
    <Dialog title={t('tryOn.title', { name })} onClose={onClose}>
      {picture ? (
        <Stage
          mirrored={picture.kind === 'camera'}
          style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
          data-model-ms={loadMs ?? undefined}
          data-faces-seen={facesSeen}
        >
          <PictureHost picture={picture} />
          {placement && face && (
            <Overlay
              data-frame-x={Math.round(placement.x)}
              data-frame-y={Math.round(placement.y)}
              data-eye-right-x={Math.round(face.right.centre.x)}
              data-eye-left-x={Math.round(face.left.centre.x)}
              data-eye-y={Math.round((face.right.centre.y + face.left.centre.y) / 2)}
              style={{
                left: `${(placement.x / picture.width) * 100}%`,
                top: `${(placement.y / picture.height) * 100}%`,
                width: `${(placement.width / picture.width) * 100}%`,
                // The art's centre (between its lenses) on the point between the pupils, turned as the head.
                transform: `translate(-${(FRAME_ART.centreX / FRAME_ART.width) * 100}%, -${(FRAME_ART.centreY / FRAME_ART.height) * 100}%) rotate(${placement.roll}rad) scaleX(${Math.cos(placement.yaw)})`,
                transformOrigin: `${(FRAME_ART.centreX / FRAME_ART.width) * 100}% ${(FRAME_ART.centreY / FRAME_ART.height) * 100}%`,
              }}
            >
              <FrameArt shape={ART_SHAPES[shape] ?? 'rectangle'} color={color} />
            </Overlay>
          )}
        </Stage>
      ) : (
        <EmptyStage aria-hidden="true" />
      )}
      <Status role="status" aria-live="polite">
        {t(`tryOn.status.${status}`)}
      </Status>
      {pd && (
        <Pd>
          <Button block tone="secondary" onClick={() => actor.send({ type: 'tryon.pd.use' })}>
            {t('tryOn.usePd', { mm: pd.mm, plusMinus: pd.plusMinus })}
          </Button>
        </Pd>
      )}
      <Actions>
        {status === 'denied' && (
          <Button block onClick={() => actor.send({ type: 'tryon.retry' })}>
            {t('tryOn.askAgain')}
          </Button>
        )}
        {status === 'modelFailed' && (
          <Button block onClick={() => actor.send({ type: 'tryon.retry' })}>
            {t('tryOn.retry')}
          </Button>
        )}
        <PhotoLabel htmlFor={photoId}>
          {t('tryOn.photo')}
          <input
            id={photoId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) actor.send({ type: 'tryon.photo', file });
              e.target.value = '';
            }}
          />
        </PhotoLabel>
      </Actions>
    </Dialog>
  );
}

/** Puts the camera's video or the photo (an element the actors made) in the stage. */
function PictureHost({ picture }: { picture: TryOnPicture }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = picture.element;
    if (host.current && el instanceof HTMLElement) host.current.replaceChildren(el);
  }, [picture]);
  return <div ref={host} style={{ width: '100%', height: '100%' }} />;
}
