import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhoneInput } from "./phone-input";

describe("PhoneInput", () => {
  it("shows the country as text, no flag emoji (drawn as a box on Linux)", () => {
    const html = renderToStaticMarkup(<PhoneInput value="" onChange={() => undefined} />);
    expect(html).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(html).toContain(">US<");
    expect(html).toContain("+1");
  });
});
