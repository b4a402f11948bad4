import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** The pad's drawing size in canvas pixels; CSS scales it to the page. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;

interface Point {
  x: number;
  y: number;
}

/**
 * The signature pad's behaviour (spec 2 "clear signature"): drawing with a finger, a stylus or the mouse through
 * pointer events, clearing, and signing with a typed name for whoever cannot draw (keyboard users). Each finished
 * stroke hands the pad's PNG (a data URL) to onChange; clearing hands null.
 */
export function useSignaturePad(onChange: (signature: string | null) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const [isEmpty, setEmpty] = useState(true);

  const context = () => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#14213d';
      ctx.fillStyle = '#14213d';
    }
    return ctx;
  };

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width > 0 ? canvas.width / rect.width : 1;
    const scaleY = rect.height > 0 ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const publish = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setEmpty(false);
    onChange(canvas.toDataURL('image/png'));
  }, [onChange]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const ctx = context();
    const point = pointOf(event);
    last.current = point;
    if (!ctx) return;
    // A dot, so that a tap leaves a mark too.
    ctx.beginPath();
    ctx.arc(point.x, point.y, 1.5, 0, Math.PI * 2);
    ctx.fill();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    if (!from) return;
    const ctx = context();
    const to = pointOf(event);
    if (ctx) {
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
    }
    last.current = to;
  };

  const onPointerEnd = () => {
    if (!last.current) return;
    last.current = null;
    publish();
  };

  const clear = () => {
    const canvas = canvasRef.current;
    context()?.clearRect(0, 0, canvas?.width ?? PAD_WIDTH, canvas?.height ?? PAD_HEIGHT);
    last.current = null;
    setEmpty(true);
    onChange(null);
  };

  /** Writes the name across the pad in a handwriting-like font: the signature of whoever cannot draw. */
  const signWithName = (name: string) => {
    const ctx = context();
    if (!ctx || name.trim() === '') return;
    ctx.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    ctx.font = 'italic 48px "Segoe Script", "Brush Script MT", cursive';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(name.trim(), PAD_WIDTH / 2, PAD_HEIGHT / 2, PAD_WIDTH - 40);
    publish();
  };

  return {
    canvasRef,
    isEmpty,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onPointerLeave: onPointerEnd },
    clear,
    signWithName,
  };
}
