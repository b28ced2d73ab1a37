"use client";

import { lazy, Suspense, useCallback, useLayoutEffect, useRef, type ComponentType, type ReactNode } from "react";
import { latestPresses } from "@/lib/early-presses";

// Recorded from the moment this module runs, or earlier by the layout's inline script.
if (typeof document !== "undefined") latestPresses();

/**
 * A press on a native checkbox or radio (or its label) already did its work before hydration:
 * the box is ticked, and React keeps an uncontrolled box's state and replays its change itself.
 * Replaying the click would untick it. (A label of a radix switch, a button, is replayed.)
 */
function isNativeToggle(target: Node): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest("input") ?? target.closest("label")?.control ?? null;
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

function replay(box: HTMLElement) {
  const latest = latestPresses();
  const { pointerdown, click } = latest;
  // A press some handler already took (React replays a press on a boundary it hydrates; a radix
  // trigger then prevents its default) is not replayed again: twice would close what it opened.
  const isTaken = (press: NonNullable<typeof pointerdown>) =>
    press.event.defaultPrevented ||
    (press.event.type === "click" && pointerdown?.target === press.target && pointerdown.event.defaultPrevented);
  for (const missed of [pointerdown, click]) {
    if (!missed || !(missed.target instanceof Node) || !missed.target.isConnected || !box.contains(missed.target)) continue;
    if (isNativeToggle(missed.target) || isTaken(missed)) continue;
    const { event, target } = missed;
    if (event.type === "click") delete latest.click;
    else delete latest.pointerdown;
    const init = {
      bubbles: true,
      cancelable: true,
      composed: true,
      button: (event as MouseEvent).button,
      buttons: (event as MouseEvent).buttons,
      clientX: (event as MouseEvent).clientX,
      clientY: (event as MouseEvent).clientY,
      ctrlKey: (event as MouseEvent).ctrlKey,
      shiftKey: (event as MouseEvent).shiftKey,
      altKey: (event as MouseEvent).altKey,
      metaKey: (event as MouseEvent).metaKey,
      detail: (event as MouseEvent).detail,
    };
    target.dispatchEvent(
      event instanceof PointerEvent
        ? new PointerEvent(event.type, { ...init, pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary })
        : new MouseEvent(event.type, init),
    );
  }
}

/**
 * A client component whose code is fetched apart from the page's first JavaScript: it is
 * server-rendered as usual and hydrates when its code arrives, right after the page's. For
 * widgets that do nothing until the user presses them (menus, selects, checkboxes), whose radix
 * code would otherwise weigh on every first load.
 *
 * A press that lands on it before it has hydrated (React drops it) is replayed once it has: its
 * pointerdown (radix menus and selects open on it) and its click; not one on a native checkbox or
 * radio, whose own default action already happened (such a box must be uncontrolled:
 * `defaultChecked`, or react-hook-form's `register`, whose state React keeps at hydration). It sits in a
 * `display: contents` span, which leaves the layout as it is; `fallback` is shown only when it
 * mounts later on the client before its code is there (keep it the same size).
 *
 *   const UserMenu = deferred(() => import("./user-menu").then((m) => m.UserMenu));
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback?: (props: P) => ReactNode): ComponentType<P> {
  const Lazy = lazy(() =>
    load().then((Component) => ({
      default: function Hydrated({ onReady, ...props }: P & { onReady: () => void }) {
        // Layout effect: before the browser can deliver another press, which React would then handle itself.
        useLayoutEffect(onReady, [onReady]);
        return <Component {...(props as P)} />;
      },
    })),
  );
  const Component = Lazy as unknown as ComponentType<P & { onReady: () => void }>;

  function Deferred(props: P) {
    const box = useRef<HTMLSpanElement>(null);
    const onReady = useCallback(() => {
      if (box.current) replay(box.current);
    }, []);
    return (
      <span ref={box} style={{ display: "contents" }}>
        <Suspense fallback={fallback ? fallback(props) : null}>
          <Component {...props} onReady={onReady} />
        </Suspense>
      </span>
    );
  }
  return Deferred;
}
