import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, type FieldControlProps } from "./field";

/** The control's aria props, and the message and description shown. */
function render(props: Omit<React.ComponentProps<typeof Field>, "id" | "label" | "children">) {
  let control: FieldControlProps | undefined;
  const html = renderToStaticMarkup(
    <Field id="f" label="Name" {...props}>
      {(aria) => {
        control = aria;
        return <input {...aria} />;
      }}
    </Field>,
  );
  return { control, hasMessage: html.includes('id="f-error"'), hasDescription: html.includes('id="f-hint"') };
}

describe("Field", () => {
  it.each([
    ["nothing to say", {}, undefined, undefined, false, false],
    ["a description", { description: "Help" }, undefined, "f-hint", false, true],
    ["a message, which hides the description", { error: "Wrong", description: "Help" }, true, "f-error", true, false],
    ["a message shown elsewhere", { error: "Wrong", description: "Help", isMessageElsewhere: true }, true, "f-hint", false, true],
  ])("wires the control to %s", (_, props, invalid, describedBy, hasMessage, hasDescription) => {
    expect(render(props)).toEqual({
      control: { id: "f", "aria-invalid": invalid, "aria-describedby": describedBy },
      hasMessage,
      hasDescription,
    });
  });

  it("labels its control, and marks a required or optional one", () => {
    const html = renderToStaticMarkup(
      <Field id="f" label="Name" isRequired isOptional>
        <input id="f" />
      </Field>,
    );
    expect(html).toContain('<label data-slot="label"');
    expect(html).toContain('for="f"');
    expect(html).toContain('<span aria-hidden="true" class="text-destructive">*</span>');
    expect(html).toContain("(optional)");
  });
});
