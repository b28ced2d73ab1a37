"use client";

import { useEffect, useRef } from "react";

export type Stroke = [number, number][];

type SignaturePadProps = { strokes: Stroke[]; onChange: (strokes: Stroke[]) => void; label: string };

/**
 * A finger signature. The strokes live in the parent's state as fractions of the pad, not only
 * as pixels, so rotating the phone (a new size) redraws them instead of wiping them.
 */
export function SignaturePad({ strokes, onChange, label }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);
  const latest = useRef(strokes);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const redraw = () => draw(element, latest.current);
    const observer = new ResizeObserver(redraw);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    latest.current = strokes;
    if (canvas.current) draw(canvas.current, strokes);
  }, [strokes]);

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>): [number, number] => {
    const rect = event.currentTarget.getBoundingClientRect();
    const clamp = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;
    return [clamp((event.clientX - rect.left) / rect.width), clamp((event.clientY - rect.top) / rect.height)];
  };

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      className="h-44 w-full touch-none rounded-lg border-2 border-dashed bg-white"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drawing.current = [pointOf(event)];
      }}
      onPointerMove={(event) => {
        if (!drawing.current) return;
        drawing.current.push(pointOf(event));
        draw(event.currentTarget, [...latest.current, drawing.current]);
      }}
      onPointerUp={() => {
        if (drawing.current) onChange([...latest.current, drawing.current]);
        drawing.current = null;
      }}
      onPointerCancel={() => {
        drawing.current = null;
      }}
    />
  );
}

function draw(element: HTMLCanvasElement, strokes: Stroke[]) {
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = element.getBoundingClientRect();
  if (element.width !== Math.round(width * ratio) || element.height !== Math.round(height * ratio)) {
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
  }
  const context = element.getContext("2d");
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  context.lineWidth = 2.5;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.strokeStyle = "#111827";
  for (const stroke of strokes) {
    context.beginPath();
    stroke.forEach(([x, y], i) => (i === 0 ? context.moveTo(x * width, y * height) : context.lineTo(x * width, y * height)));
    context.stroke();
  }
}
