import { crc32, deflateSync } from "node:zlib";

/**
 * A PNG whose header claims width × height pixels, its image data a stub: what a crafted upload
 * looks like, small on the wire and huge once decoded. Only the header is valid, which is all the
 * pixel check reads.
 */
export function claimedPng(width: number, height: number, name = "huge.png"): File {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new File([new Uint8Array(png)], name, { type: "image/png" });
}
