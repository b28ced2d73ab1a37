import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination-pages";

describe("page window", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [1, 0, []],
  ])("page %i of %i shows %j", (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });
});
