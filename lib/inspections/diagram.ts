/**
 * The vehicle diagram of a condition report: a top view (front up) and a side view (front
 * left, the driver's side), each drawn in its own box; a marker's x and y are fractions of
 * that box. Pure: the phone, the office's pages and the bill of lading draw the same lines.
 */
import type { DamageArea, DiagramView } from "./vocabulary";

export const DIAGRAM_BOX: Record<DiagramView, { width: number; height: number }> = {
  top: { width: 100, height: 200 },
  side: { width: 200, height: 90 },
};

/** The outline and panel lines of each view, as SVG path data in its box. */
export const DIAGRAM_PATHS: Record<DiagramView, string[]> = {
  top: [
    "M30 8 Q50 0 70 8 L82 30 L84 170 Q84 192 50 194 Q16 192 16 170 L18 30 Z",
    "M24 56 Q50 46 76 56 L72 74 Q50 68 28 74 Z",
    "M28 130 Q50 136 72 130 L76 148 Q50 156 24 148 Z",
    "M28 74 L28 130 M72 74 L72 130",
    "M18 100 L28 100 M72 100 L82 100",
    "M10 62 L18 60 M90 62 L82 60",
  ],
  side: [
    "M8 62 L10 44 Q14 38 34 36 L62 16 Q70 12 120 12 L150 34 Q186 38 192 48 L194 64 L8 64 Z",
    "M66 20 L96 20 L96 36 L46 36 Z M100 20 L120 20 L142 36 L100 36 Z",
    "M96 36 L96 62 M144 36 L144 62",
    "M40 64 m-14 0 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 M162 64 m-14 0 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0",
  ],
};

/** The area under a point of a view, to preselect it; the driver can change it. */
export function areaAt(view: DiagramView, x: number, y: number): DamageArea {
  return view === "top" ? topArea(x, y) : sideArea(x, y);
}

function topArea(x: number, y: number): DamageArea {
  const side = x < 0.28 ? "left" : x > 0.72 ? "right" : "center";
  if (y < 0.06) return "01";
  if (y > 0.94) return "07";
  if (y < 0.28) return side === "left" ? "08" : side === "right" ? "12" : "02";
  if (y < 0.37) return side === "left" ? "16" : side === "right" ? "17" : "03";
  if (y < 0.65) {
    if (side === "center") return "04";
    const front = y < 0.5;
    return side === "left" ? (front ? "09" : "10") : front ? "13" : "14";
  }
  if (side === "left") return "11";
  if (side === "right") return "15";
  return y < 0.75 ? "05" : "06";
}

function sideArea(x: number, y: number): DamageArea {
  const onWheel = y > 0.62 && ((x > 0.12 && x < 0.28) || (x > 0.74 && x < 0.88));
  if (onWheel) return "18";
  if (y > 0.9) return "21";
  if (x < 0.06) return y < 0.6 ? "19" : "01";
  if (x > 0.95) return y < 0.6 ? "19" : "07";
  if (y < 0.42) return x > 0.3 && x < 0.75 ? "04" : x <= 0.3 ? "02" : "06";
  if (x < 0.24) return "08";
  if (x < 0.48) return "09";
  if (x < 0.72) return "10";
  return "11";
}
