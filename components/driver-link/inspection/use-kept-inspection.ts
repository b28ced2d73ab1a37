import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { onOutboxEvent } from "../outbox/sender";
import { listItems, type OutboxItem } from "../outbox/store";
import { isPartOf, keptView, type KeptView } from "./kept-view";
import { loadInspection, rememberInspection, type InspectionContext } from "./inspection-api";

const isInspectionView = (data: unknown): data is InspectionView =>
  typeof data === "object" && data !== null && "required_slots" in data && "photos" in data;

/**
 * The inspection as the page shows it: the server's record (or, without signal, the phone's last
 * copy of it) merged with the parts the phone still holds, kept current as the outbox sends them.
 * A reload, a killed tab or a restarted phone comes back to the same merge.
 */
export function useKeptInspection(
  ctx: InspectionContext,
  /** The first merged view, once: where the page resumes. */
  onFirstView: (view: KeptView) => void,
): { view: KeptView | null; failure: string | null } {
  const [base, setBase] = useState<InspectionView | null>(null);
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const ctxRef = useRef(ctx);
  const onFirstViewRef = useRef(onFirstView);

  useEffect(() => {
    let live = true;
    const current = ctxRef.current;
    const keptParts = async () => (await listItems(current.token)).filter((item) => isPartOf(item, current));
    const refresh = async () => {
      const kept = await keptParts();
      forgetPreviews(kept);
      if (live) setItems(kept);
    };
    Promise.all([loadInspection(current), keptParts()]).then(
      ([loaded, kept]) => {
        if (!live) return;
        setBase(loaded);
        setItems(kept);
        onFirstViewRef.current(keptView(loaded, kept, current, previewUrlOf));
      },
      (error: unknown) => live && setFailure(errorMessage(error, "The inspection could not be loaded.")),
    );
    const stop = onOutboxEvent((event) => {
      if (event.type === "accepted" && event.items.some((item) => isPartOf(item, current)) && isInspectionView(event.data)) {
        const accepted = event.data;
        setBase(accepted);
        void rememberInspection(current, accepted);
      }
      if (event.type === "accepted" || event.type === "refused" || event.type === "changed") void refresh();
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  return { view: base ? keptView(base, items, ctx, previewUrlOf) : null, failure };
}

/** One object URL per kept photo while it waits on the phone (the <img> shows the phone's copy). */
const previews = new Map<number, string>();

function previewUrlOf(item: OutboxItem): string {
  let url = previews.get(item.seq);
  const photo = item.files?.[0];
  if (!url && photo) {
    url = URL.createObjectURL(photo.blob);
    previews.set(item.seq, url);
  }
  return url ?? "";
}

/** The server has these photos now: the phone's copies are let go. */
function forgetPreviews(stillKept: OutboxItem[]): void {
  const kept = new Set(stillKept.map((item) => item.seq));
  for (const [seq, url] of previews) {
    if (kept.has(seq)) continue;
    URL.revokeObjectURL(url);
    previews.delete(seq);
  }
}
