/**
 * A picture's focal point as the content keeps it ("fp-x=0.62&fp-y=0.3": from the left and from the
 * top, 0 to 1; content-model/focal-point.ts), and as the editor shows it (per cent).
 */
import { FOCAL_POINT_PATTERN } from "../config/model";

export interface FocalPoint {
  x: number;
  y: number;
}

/** The point a stored value names, or null for none (the middle) or a value the model would refuse. */
export function parseFocalPoint(value: string | undefined): FocalPoint | null {
  const m = FOCAL_POINT_PATTERN.exec(value ?? "");
  return m ? { x: Number(m[1]), y: Number(m[4]) } : null;
}

const share = (n: number) => String(Math.round(Math.min(1, Math.max(0, n)) * 100) / 100);

/** The stored value for a point, rounded to whole per cent and kept within the picture. */
export function formatFocalPoint({ x, y }: FocalPoint): string {
  return `fp-x=${share(x)}&fp-y=${share(y)}`;
}

/** The point a click at (clientX, clientY) in a box names. */
export function pointInBox(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  return { x: box.width ? (clientX - box.left) / box.width : 0.5, y: box.height ? (clientY - box.top) / box.height : 0.5 };
}
