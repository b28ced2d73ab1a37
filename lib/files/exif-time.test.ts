import exifr from "exifr/dist/mini.esm.mjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DATE_TIME_ORIGINAL, exifCaptureTime, OFFSET_TIME_ORIGINAL } from "./exif-time";

describe("exifCaptureTime", () => {
  it.each([
    ["on the phone's clock without an offset", { [DATE_TIME_ORIGINAL]: "2026:01:15 08:30:00" }, new Date(2026, 0, 15, 8, 30, 0)],
    [
      "at its offset when the camera wrote one",
      { [DATE_TIME_ORIGINAL]: "2026:01:15 08:30:00", [OFFSET_TIME_ORIGINAL]: "-05:00" },
      new Date("2026-01-15T13:30:00Z"),
    ],
    ["none without the tag", {}, null],
    ["none for nothing read", undefined, null],
    ["none for a blank clock", { [DATE_TIME_ORIGINAL]: "0000:00:00 00:00:00" }, null],
    ["none for an impossible day", { [DATE_TIME_ORIGINAL]: "2026:02:31 08:30:00" }, null],
    ["none for another shape", { [DATE_TIME_ORIGINAL]: "2026-01-15T08:30:00" }, null],
  ])("reads a time %s", (_name, tags, expected) => {
    expect(exifCaptureTime(tags)).toEqual(expected);
  });
});

describe("exifr's mini build, as the page asks it", () => {
  it("gives both tags of a camera's JPEG by number (by name it throws: the build has no names)", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: "2026:01:15 08:30:00", OffsetTimeOriginal: "-05:00" } })
      .toBuffer();
    const tags = await exifr.parse(new Uint8Array(jpeg), {
      ifd0: false,
      gps: false,
      exif: { pick: [DATE_TIME_ORIGINAL, OFFSET_TIME_ORIGINAL] },
    });
    expect(exifCaptureTime(tags)).toEqual(new Date("2026-01-15T13:30:00Z"));
  });
});
