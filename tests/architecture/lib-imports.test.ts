import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// STYLE.md and issue 30: the folders of lib/ form layers. A value import from one folder to
// another and back again (a two-way pair) ties both into one knot; at most two may stay, each with its reason.
const ALLOWED_PAIRS: Record<string, string> = {
  "api<->auth": "api's route wrappers sign the caller in through auth, whose services raise api's errors and limits.",
};

async function sourcesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourcesUnder(path)));
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** The lib/ folders a file imports values from: `import type` and specifiers all marked `type` do not count. */
export function valueImportsOf(source: string, from: string): string[] {
  const folders = new Set<string>();
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+["'](@\/lib\/|\.\.\/)([^"']+)["']/gms);
  for (const [, typeOnly, clause, prefix, rest] of statements) {
    if (typeOnly) continue;
    const names = clause!.match(/\{([^}]*)\}/)?.[1];
    const isDefaultOrStar = !clause!.trim().startsWith("{");
    if (!isDefaultOrStar && names !== undefined && names.split(",").every((n) => n.trim() === "" || n.trim().startsWith("type "))) continue;
    const folder = prefix === "@/lib/" ? rest!.split("/")[0]! : join(from, "..", rest!).split("/")[0]!;
    folders.add(folder);
  }
  return [...folders];
}

async function libGraph(): Promise<Map<string, Set<string>>> {
  const graph = new Map<string, Set<string>>();
  for (const file of await sourcesUnder("lib")) {
    const parts = file.split("/");
    if (parts.length < 3) continue; // a file at lib/'s top is not a folder
    const folder = parts[1]!;
    const source = await readFile(file, "utf8");
    for (const target of valueImportsOf(source, parts.slice(1, -1).join("/"))) {
      if (target !== folder && !target.includes(".")) (graph.get(folder) ?? graph.set(folder, new Set()).get(folder)!).add(target);
    }
  }
  return graph;
}

describe("lib's folders", () => {
  it("import values one way only, but for the pairs allowed with a reason", async () => {
    const graph = await libGraph();
    const pairs: string[] = [];
    for (const [a, targets] of graph) {
      for (const b of targets) if (a < b && graph.get(b)?.has(a)) pairs.push(`${a}<->${b}`);
    }
    expect(pairs.sort()).toEqual(Object.keys(ALLOWED_PAIRS).sort());
    expect(Object.keys(ALLOWED_PAIRS).length).toBeLessThanOrEqual(2);
  });

  it("reads type-only imports as no import", () => {
    expect(valueImportsOf(`import type { A } from "@/lib/jobs/x";\nimport { type B } from "@/lib/auth/y";`, "api")).toEqual([]);
    expect(valueImportsOf(`import { type B, c } from "@/lib/auth/y";\nimport d from "../outbox/z";`, "api")).toEqual(["auth", "outbox"]);
  });
});
