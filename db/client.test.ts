import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockFolder } from "./client";

const children: { kill: () => void }[] = [];
afterEach(() => children.splice(0).forEach((c) => c.kill()));

describe("the embedded database folder lock", () => {
  it("is taken, refused to a second live process with a clear message, and released", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "vtj-lock-")), "pglite");
    const release = lockFolder(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const other = spawn("sleep", ["30"]);
    children.push(other);
    writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockFolder(dir)).toThrow(/in use by another process \(pid \d+\).*PGLITE_DIR/);
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "vtj-lock-")), "pglite");
    const gone = spawn("true");
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(`${dir}.lock`, String(gone.pid));
    const release = lockFolder(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
