import { ActionIcon, Box, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type WheelEvent,
} from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { IconX, IconZoomIn, IconZoomOut, IconZoomReset } from './icons.ts';

const MIN_SCALE = 1;
const MAX_SCALE = 6;
const STEP = 1.25;
/** Pixels an arrow key moves a zoomed image. */
const PAN_STEP = 40;

interface View {
  scale: number;
  x: number;
  y: number;
}

const fitted: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * An image filling its box, zoomed with the buttons, the wheel, a pinch or the keyboard (+, −, 0, arrows to
 * move), dragged when zoomed — a CSS transform, nothing drawn again. Escape calls `onClose` (when given).
 */
export function ZoomableImage({
  src,
  alt,
  onClose,
  height = '100%',
}: {
  src: string;
  alt: string;
  onClose?: () => void;
  height?: CSSProperties['height'];
}) {
  const t = useT();
  const [view, setView] = useState<View>(fitted);
  // While a finger or the mouse moves the image, it follows without easing.
  const [dragging, setDragging] = useState(false);
  // Pointers down on the image: one drags, two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const zoom = (factor: number) =>
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      return scale === MIN_SCALE ? fitted : { ...current, scale };
    });
  const pan = (dx: number, dy: number) =>
    setView((current) =>
      current.scale === MIN_SCALE ? current : { ...current, x: current.x + dx, y: current.y + dy },
    );

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      '+': () => zoom(STEP),
      '=': () => zoom(STEP),
      '-': () => zoom(1 / STEP),
      '0': () => setView(fitted),
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
      Escape: () => onClose?.(),
    };
    const action = actions[event.key];
    if (!action || (event.key === 'Escape' && !onClose)) return;
    event.preventDefault();
    action();
  };
  const onWheel = (event: WheelEvent) => zoom(event.deltaY < 0 ? STEP : 1 / STEP);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setDragging(true);
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale: view.scale };
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      const scale = clampScale((pinch.current.scale * distance()) / pinch.current.distance);
      setView((current) => (scale === MIN_SCALE ? fitted : { ...current, scale }));
    } else if (pointers.current.size === 1) pan(event.clientX - last.x, event.clientY - last.y);
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setDragging(false);
  };

  const percent = Math.round(view.scale * 100);
  return (
    <Box pos="relative" h={height} style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="center" gap="xs" py="xs">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => zoom(1 / STEP)}
          aria-label={t('image.zoomOut')}
        >
          <IconZoomOut size={20} aria-hidden />
        </ActionIcon>
        <Text size="sm" aria-live="polite" miw={90} ta="center">
          {t('image.zoomLevel', { percent })}
        </Text>
        <ActionIcon variant="default" size="lg" onClick={() => zoom(STEP)} aria-label={t('image.zoomIn')}>
          <IconZoomIn size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" onClick={() => setView(fitted)} aria-label={t('image.reset')}>
          <IconZoomReset size={20} aria-hidden />
        </ActionIcon>
        {onClose && (
          <ActionIcon variant="default" size="lg" onClick={onClose} aria-label={t('common.close')}>
            <IconX size={20} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <Box
        tabIndex={0}
        role="group"
        aria-label={t('image.viewer', { alt })}
        onKeyDown={onKeyDown}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          flex: 1,
          minHeight: 0,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          touchAction: 'none',
          cursor: view.scale > 1 ? 'grab' : 'zoom-in',
        }}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          style={{
            maxWidth: '100%',
            maxHeight: '100%',
            objectFit: 'contain',
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            transition: dragging ? 'none' : 'transform 120ms ease-out',
            userSelect: 'none',
          }}
        />
      </Box>
    </Box>
  );
}

/**
 * A picture (flyer art, a photo) that opens full screen with zoom when tapped; Escape or Close shuts it.
 */
export function ImageViewer({ src, alt, maxHeight = 360 }: { src: string; alt: string; maxHeight?: number }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        aria-label={t('image.open', { alt })}
        style={{ display: 'block', width: '100%', cursor: 'zoom-in' }}
      >
        <img
          src={src}
          alt={alt}
          style={{ display: 'block', width: '100%', maxHeight, objectFit: 'contain', borderRadius: 8 }}
        />
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        fullScreen
        withCloseButton={false}
        title={alt}
        padding="xs"
        styles={{ header: { display: 'none' }, body: { height: '100dvh' } }}
      >
        {opened && <ZoomableImage src={src} alt={alt} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
