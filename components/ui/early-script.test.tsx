import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EarlyScript } from "./early-script";

// Issue 20 item 12: the root layout's inline script is the server's alone. Rendered again in the
// browser (Next's not-found does so), React would make a script element and warn "Encountered a
// script tag while rendering React component".
describe("EarlyScript", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the server's inline script, with the request's nonce", () => {
    expect(renderToStaticMarkup(<EarlyScript nonce="abc" code="window.x=1" />)).toBe('<script nonce="abc">window.x=1</script>');
  });

  it("draws nothing in the browser", () => {
    vi.stubGlobal("window", {});
    expect(renderToStaticMarkup(<EarlyScript nonce="abc" code="window.x=1" />)).toBe("");
  });
});
