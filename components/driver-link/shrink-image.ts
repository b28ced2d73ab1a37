/** SPEC-free choices for phone photos: the long side at most 2000 px, JPEG at 0.85. */
export const MAX_PHOTO_SIDE = 2000;
export const PHOTO_QUALITY = 0.85;

const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, "") || "photo"}.jpg`;

/**
 * Shrinks a camera photo in the browser before upload (a phone photo is often 4–10 MB; on a
 * weak network a smaller one arrives). The result is always a JPEG on a white background. A
 * file the browser cannot decode is returned as it is: the server decides (415 if not an image).
 */
export async function shrinkImage(file: File): Promise<File> {
  return (await shrinkPhoto(file)) ?? file;
}

/**
 * shrinkImage for a photo that must be one: null when the browser cannot read the file as an
 * image (a text file, a renamed one), which would be a broken preview and a 415 at upload.
 */
export async function shrinkPhoto(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY));
    return blob ? new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified }) : file;
  } finally {
    bitmap.close();
  }
}
