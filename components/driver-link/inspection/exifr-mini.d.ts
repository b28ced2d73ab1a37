declare module "exifr/dist/mini.esm.mjs" {
  /** The mini build: numeric tags only (it has no tag names); see exif-time.ts. */
  type Options = { ifd0?: boolean; gps?: boolean; exif?: boolean | { pick: number[] } };
  const exifr: { parse(input: Blob | ArrayBuffer | Uint8Array, options?: Options): Promise<Record<string, unknown> | undefined> };
  export default exifr;
}
