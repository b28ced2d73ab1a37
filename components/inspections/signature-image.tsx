/** A signature's strokes (fractions of the pad) drawn as SVG: the pad's 3:1 shape, ink scaled with it. */
export function SignatureImage({ strokes, label, className }: { strokes: [number, number][][]; label: string; className?: string }) {
  return (
    <svg viewBox="0 0 300 100" role="img" aria-label={label} className={className} preserveAspectRatio="none">
      {strokes.map((stroke, i) => (
        <polyline
          key={i}
          points={stroke.map(([x, y]) => `${(x * 300).toFixed(1)},${(y * 100).toFixed(1)}`).join(" ")}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
