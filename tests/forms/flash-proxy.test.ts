import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, FLASH_HEADER, PAGE_HEADER } from "@/lib/forms/flash";
import { proxy } from "@/proxy";

// proxy.ts hands a page its form's flash once (lib/forms/flash.ts) and tells a server action the
// page it was posted from (where lib/forms/form-action.ts sends a browser's own post back to).
const page = "/forgot-password";

/** The request headers proxy.ts passes on to the page (Next carries them as x-middleware-request-*). */
const passedOn = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe("proxy.ts and a form's flash", () => {
  it("hands a whole page load the flash and deletes the cookie, so a reload does not say it again", async () => {
    const response = await proxy(
      new NextRequest(`http://localhost${page}?x=1`, { headers: { cookie: `${FLASH_COOKIE}=${encodeURIComponent("Expense approved")}` } }),
    );
    expect(decodeURIComponent(passedOn(response, FLASH_HEADER) ?? "")).toBe("Expense approved");
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${FLASH_COOKIE}=;.*Path=/.*(Expires=Thu, 01 Jan 1970|Max-Age=0)`, "i"));
    expect(passedOn(response, PAGE_HEADER)).toBe(`${page}?x=1`);
  });

  it("leaves it for the page when the request is a prefetch or a refresh (RSC) or a post", async () => {
    const asked: { method?: string; headers: Record<string, string> }[] = [{ headers: { rsc: "1" } }, { method: "POST", headers: {} }];
    for (const init of asked) {
      const response = await proxy(
        new NextRequest(`http://localhost${page}`, { ...init, headers: { ...init.headers, cookie: `${FLASH_COOKIE}=Saved` } }),
      );
      expect(passedOn(response, FLASH_HEADER)).toBeNull();
      expect(response.headers.get("set-cookie") ?? "").not.toContain(FLASH_COOKIE);
    }
  });

  it("never passes on a flash or a page the browser sent itself", async () => {
    const response = await proxy(
      new NextRequest(`http://localhost${page}`, { headers: { [FLASH_HEADER]: "Forged", [PAGE_HEADER]: "//evil.example" } }),
    );
    expect(passedOn(response, FLASH_HEADER)).toBeNull();
    expect(passedOn(response, PAGE_HEADER)).toBe(page);
  });
});
