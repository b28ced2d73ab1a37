import { describe, expect, it } from "vitest";
import { wellFormedUrl } from "./well-formed-url.mjs";

describe("wellFormedUrl (server.mjs, issue 29 item 14)", () => {
  it.each([
    ["/track/%ff", "/track/%25ff"],
    ["/verify/BOL-%ff", "/verify/BOL-%25ff"],
    ["/api/v1/files/%ff?token=x", "/api/v1/files/%25ff?token=x"],
    ["/api/v1/files/%E0%A4%A", "/api/v1/files/%25E0%25A4%25A"],
    ["/verify/100%", "/verify/100%25"],
    ["/verify/%zz", "/verify/%25zz"],
    ["/a/%C3%A9/%ff", "/a/%C3%A9/%25ff"],
  ])("writes %s as %s, a path that decodes to what was sent", (url, fixed) => {
    expect(wellFormedUrl(url)).toBe(fixed);
    expect(() => decodeURIComponent(fixed.split("?")[0]!)).not.toThrow();
  });

  it.each(["/", "/track/abc", "/a/%C3%A9", "/api/v1/files/x?q=%ff", "/verify/BOL-12"])("leaves the well-formed %s as it is", (url) => {
    expect(wellFormedUrl(url)).toBe(url);
  });
});
