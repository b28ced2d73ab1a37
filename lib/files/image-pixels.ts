import sharp from "sharp";
import { AppError } from "@/lib/api/errors";

/** Far above any phone camera (a 200 MP sensor bins to 12-50 MP); what a crafted image claims past it would cost a decode. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const imageTooLarge = (width: number, height: number) =>
  `This image is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); images may be at most ${
    MAX_IMAGE_PIXELS / 1e6
  } megapixels.`;

/**
 * Refuses (413) an image whose header claims more than MAX_IMAGE_PIXELS, read from the header
 * alone (sharp's metadata decodes no pixels), every frame of an animation counted. A header sharp
 * cannot read is left to the type check already made: nothing here decodes it.
 */
export async function assertImagePixels(bytes: Uint8Array): Promise<void> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return;
  const frameHeight = meta.pageHeight ?? meta.height;
  const frames = meta.pages ?? 1;
  if (meta.width * frameHeight * frames > MAX_IMAGE_PIXELS)
    throw new AppError("TOO_LARGE", imageTooLarge(meta.width, frameHeight * frames));
}
