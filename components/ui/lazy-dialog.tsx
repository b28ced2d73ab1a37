"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code (its form, schema and zod, the radix dialog) is fetched when it first
 * opens, not with the page. It stays mounted once opened, so it closes with its animation and
 * keeps its state like a dialog that was there from the start. `isOpen` reads the dialog's own
 * open prop (`open` by default).
 *
 *   const AddPoDialog = lazyDialog(() => import("./add-po-dialog").then((m) => m.AddPoDialog));
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const Component = Dialog as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [hasOpened, setHasOpened] = useState(open);
    if (open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
