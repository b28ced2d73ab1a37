import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff-image";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it.each([
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ["image/png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ["image/gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["image/gif", bytes("GIF87a", [1, 0, 1, 0])],
    ["image/webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
  ])("recognises %s", (type, input) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ["text", bytes("hello world")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a PDF", bytes("%PDF-1.7")],
    ["a RIFF that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVE")],
    ["a truncated PNG signature", bytes([0x89], "PNG")],
    ["nothing", bytes()],
  ])("refuses %s", (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});
