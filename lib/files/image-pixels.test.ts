import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { claimedPng } from "@/tests/helpers/images";
import { assertImagePixels, imageTooLarge, MAX_IMAGE_PIXELS } from "./image-pixels";

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

describe("assertImagePixels", () => {
  it("refuses (413) a header claiming more than 50 megapixels, without decoding it", async () => {
    const started = Date.now();
    await expect(assertImagePixels(await bytesOf(claimedPng(10_000, 6_000)))).rejects.toMatchObject({
      code: "TOO_LARGE",
      message: imageTooLarge(10_000, 6_000),
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("takes an image at the limit, a real photo, and leaves an unreadable header to the type check", async () => {
    await expect(assertImagePixels(await bytesOf(claimedPng(10_000, MAX_IMAGE_PIXELS / 10_000)))).resolves.toBeUndefined();
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    await expect(assertImagePixels(new Uint8Array(photo))).resolves.toBeUndefined();
    await expect(assertImagePixels(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).resolves.toBeUndefined();
  });
});
