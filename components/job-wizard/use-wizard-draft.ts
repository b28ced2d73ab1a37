"use client";

import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import { clearDraft, hasContent, readDraft, saveDraft } from "./wizard-draft";
import { DEFAULT_VALUES, type WizardValues } from "./wizard-model";

const LEAVE_MESSAGE = "Leave this job request? It stays saved as a draft on this browser until you submit or discard it.";
const DISCARD_MESSAGE = "Discard this job request? Everything entered so far is removed.";

type DraftOptions = { form: UseFormReturn<WizardValues>; userId: number; step: number; onStep: (step: number) => void };

/**
 * The wizard's draft (wizard-draft.ts): restored once on arrival, saved on every change and step,
 * dropped on submit or discard; and a question before a filled wizard is left, by a reload, a
 * closed tab or a link of the app.
 */
export function useWizardDraft({ form, userId, step, onStep }: DraftOptions) {
  const { getValues, reset, watch } = form;
  const [isRestored, setIsRestored] = React.useState(false);
  const [hasDraft, setHasDraft] = React.useState(false);
  const isReady = React.useRef(false);
  const isFinished = React.useRef(false);
  const stepRef = React.useRef(step);

  const save = React.useCallback(() => {
    if (!isReady.current || isFinished.current) return;
    const values = getValues();
    saveDraft(window.localStorage, userId, { values, step: stepRef.current });
    setHasDraft(hasContent(values));
  }, [getValues, userId]);

  React.useEffect(() => {
    const draft = readDraft(window.localStorage, userId);
    isReady.current = true;
    if (!draft) return;
    reset(draft.values, { keepDefaultValues: true });
    onStep(draft.step);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is in the browser's storage, read after hydration
    setIsRestored(true);
    setHasDraft(true);
    // Once, on arrival: later renders must not bring an older draft back over the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  React.useEffect(() => {
    const subscription = watch(save);
    return () => subscription.unsubscribe();
  }, [watch, save]);

  React.useEffect(() => {
    stepRef.current = step;
    save();
  }, [step, save]);

  React.useEffect(() => {
    const isFilled = () => !isFinished.current && hasContent(getValues());
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!isFilled()) return;
      event.preventDefault();
      event.returnValue = "";
    }
    // Links of the app navigate without unloading the page: asked here, before Next's router sees the click.
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      const here = window.location;
      if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search) || !isFilled()) return;
      if (window.confirm(LEAVE_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [getValues]);

  /** Asks, then empties the wizard and forgets its draft. */
  function discard() {
    if (!window.confirm(DISCARD_MESSAGE)) return;
    clearDraft(window.localStorage, userId);
    reset(DEFAULT_VALUES);
    onStep(1);
    setIsRestored(false);
    setHasDraft(false);
  }

  /** The request was sent: nothing to keep or to ask about any more. */
  function finish() {
    isFinished.current = true;
    clearDraft(window.localStorage, userId);
  }

  return { isRestored, hasDraft, discard, finish };
}
