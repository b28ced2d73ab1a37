"use client";

import * as React from "react";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export const FILL_PREVIOUS_MODEL = "Please fill the previous model before adding a new one.";

type ModelsEditorProps = {
  models: string[];
  onChange: (models: string[]) => void;
  /** The list's own message (e.g. 'Please add at least one model.'). */
  error?: string;
};

/**
 * SPEC.md §5 "Vehicle catalogue": model rows; a new row only once the last one is filled, and
 * a row can be removed only while more than one exists. Blank rows are dropped on save.
 */
export function ModelsEditor({ models, onChange, error }: ModelsEditorProps) {
  const [rowMessage, setRowMessage] = React.useState<string | null>(null);
  const listRef = React.useRef<HTMLOListElement>(null);
  const message = rowMessage ?? error;
  const errorId = React.useId();

  function addRow() {
    if (models.length > 0 && models.at(-1)!.trim() === "") {
      setRowMessage(FILL_PREVIOUS_MODEL);
      listRef.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
      return;
    }
    setRowMessage(null);
    onChange([...models, ""]);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus());
  }

  function change(index: number, value: string) {
    setRowMessage(null);
    onChange(models.map((m, i) => (i === index ? value : m)));
  }

  function remove(index: number) {
    setRowMessage(null);
    onChange(models.filter((_, i) => i !== index));
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={message ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Models</legend>
      <ol ref={listRef} className="grid gap-2">
        {models.map((model, index) => (
          <li key={index} className="flex items-center gap-2">
            <span className="w-6 shrink-0 text-right text-xs text-muted-foreground tabular-nums" aria-hidden="true">
              {index + 1}.
            </span>
            <Input
              value={model}
              maxLength={100}
              aria-label={`Model ${index + 1}`}
              aria-invalid={message && model.trim() === "" ? true : undefined}
              onChange={(e) => change(index, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addRow();
                }
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="shrink-0 text-muted-foreground hover:text-destructive"
              aria-label={`Remove model ${index + 1}`}
              title={models.length > 1 ? "Remove model" : "A make keeps at least one model"}
              disabled={models.length <= 1}
              onClick={() => remove(index)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <FieldMessage id={errorId}>{message}</FieldMessage>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={addRow}>
          <PlusIcon aria-hidden="true" />
          Add model
        </Button>
      </div>
    </fieldset>
  );
}
