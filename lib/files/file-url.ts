/** The address a browser loads a stored file from (the route checks who may read it). */
export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

/** The widths of the files route's derived copies (?w=): small enough for a grid, twice for sharp screens. */
export const THUMBNAIL_WIDTHS = [320, 640] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** A stored image's smaller copy (the original stays the link's target, as evidence). */
export function thumbnailUrl(url: string, width: ThumbnailWidth): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

/** srcset and the fallback src of a stored image in a grid; `sizes` says how wide the grid shows it. */
export function thumbnailProps(url: string, sizes: string) {
  return {
    src: thumbnailUrl(url, 640),
    srcSet: THUMBNAIL_WIDTHS.map((width) => `${thumbnailUrl(url, width)} ${width}w`).join(", "),
    sizes,
  };
}
