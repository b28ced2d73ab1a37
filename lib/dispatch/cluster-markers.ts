/** A marker on the drawn map, in pixels from its top left. */
export type ScreenMarker = { x: number; y: number };

export type MarkerCluster<T extends ScreenMarker> = { x: number; y: number; members: T[] };

/** DECISIONS.md "Dispatch" / issue 34: the map groups its markers once there are more than 50. */
export const CLUSTER_ABOVE = 50;
export const CLUSTER_CELL_PX = 48;

/**
 * Grid clustering for the offline map: above `threshold` markers, the markers falling in one
 * `cellSize` square of the screen become one cluster at their mean position; at or under it every
 * marker stays alone. Clusters come in the order of their first member. Pure.
 */
export function clusterMarkers<T extends ScreenMarker>(
  markers: readonly T[],
  { threshold = CLUSTER_ABOVE, cellSize = CLUSTER_CELL_PX }: { threshold?: number; cellSize?: number } = {},
): MarkerCluster<T>[] {
  if (markers.length <= threshold) return markers.map((marker) => ({ x: marker.x, y: marker.y, members: [marker] }));
  const cells = new Map<string, T[]>();
  for (const marker of markers) {
    const cell = `${Math.floor(marker.x / cellSize)}:${Math.floor(marker.y / cellSize)}`;
    const members = cells.get(cell);
    if (members) members.push(marker);
    else cells.set(cell, [marker]);
  }
  return [...cells.values()].map((members) => ({
    x: members.reduce((sum, m) => sum + m.x, 0) / members.length,
    y: members.reduce((sum, m) => sum + m.y, 0) / members.length,
    members,
  }));
}
