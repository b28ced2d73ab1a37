import { twMerge as fullTwMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { collectWords, knownClasses } from "@/scripts/tailwind-class-groups.mjs";
import { cn, twMerge } from "./utils";

const REGENERATE = "scripts/tailwind-class-groups.mjs classifies a class differently from tailwind-merge.";

describe("cn (tailwind-merge with the app's class groups)", () => {
  it("keeps the last of conflicting classes, per variant, and leaves others alone", () => {
    expect(cn("px-4 py-2", "px-2")).toBe("py-2 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("bg-primary hover:bg-primary/90", "hover:bg-accent")).toBe("bg-primary hover:bg-accent");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
    expect(cn("h-9 w-full", false, undefined, "not-a-tailwind-class")).toBe("h-9 w-full not-a-tailwind-class");
  });

  it("merges every pair of the code's classes exactly as tailwind-merge's full config does", () => {
    const classes = knownClasses(collectWords(process.cwd()));
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const list = `${a} ${b}`;
        if (twMerge(list) !== fullTwMerge(list)) differences.push(`${list} → ${twMerge(list)} (full config: ${fullTwMerge(list)})`);
      }
    }
    expect(differences.slice(0, 20), REGENERATE).toEqual([]);
  });
});
