import { DIAGRAM_BOX, DIAGRAM_PATHS } from "@/lib/inspections/diagram";
import type { DiagramView } from "@/lib/inspections/vocabulary";
import { cn } from "@/lib/utils";

/** isPrior: a damage the pickup inspection recorded, drawn grey under the delivery's own. */
export type DiagramMarker = { id: string; view: DiagramView; x: number; y: number; label: string; isPending?: boolean; isPrior?: boolean };

type VehicleDiagramProps = {
  view: DiagramView;
  markers: DiagramMarker[];
  /** Given, the drawing is a button: a tap answers its point as fractions of the box. */
  onPoint?: (point: { x: number; y: number }) => void;
  title: string;
  className?: string;
};

/**
 * One view of the vehicle with its damage markers, numbered as the damage list is. Plain SVG
 * without hooks: the driver's pages (Preact) and the office's job details (React) both draw it.
 */
export function VehicleDiagram({ view, markers, onPoint, title, className }: VehicleDiagramProps) {
  const box = DIAGRAM_BOX[view];
  const r = Math.min(box.width, box.height) * 0.07;
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      role={onPoint ? "button" : "img"}
      aria-label={title}
      className={cn("w-full touch-none select-none", onPoint && "cursor-crosshair", className)}
      onClick={
        onPoint
          ? (event) => {
              const rect = event.currentTarget.getBoundingClientRect();
              const clamp = (n: number) => Math.min(1, Math.max(0, n));
              onPoint({ x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) });
            }
          : undefined
      }
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" className="text-muted-foreground">
        {DIAGRAM_PATHS[view].map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      {markers
        .filter((m) => m.view === view)
        .map((m) => (
          <g key={m.id} transform={`translate(${m.x * box.width} ${m.y * box.height})`} data-prior={m.isPrior || undefined}>
            {m.isPrior && <title>{`${m.label}: at pickup`}</title>}
            <circle r={r} className={m.isPrior ? "fill-slate-400 opacity-80" : m.isPending ? "fill-amber-500" : "fill-destructive"} />
            <text
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={r * (m.label.length > 1 ? 0.9 : 1.2)}
              className="fill-white font-semibold"
            >
              {m.label}
            </text>
          </g>
        ))}
    </svg>
  );
}
