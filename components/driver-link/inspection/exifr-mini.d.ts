declare module "exifr/dist/mini.esm.mjs" {
  const exifr: { parse(input: Blob | ArrayBuffer, pick?: string[]): Promise<Record<string, unknown> | undefined> };
  export default exifr;
}
