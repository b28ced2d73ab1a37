"use client";

import { useEffect, useRef, useState } from "react";
import { onOutboxEvent } from "./sender";
import { listItems, type OutboxCall, type OutboxItem } from "./store";

/**
 * The job's writes of one call still on the phone (waiting or refused), kept current as the outbox
 * sends; `onAccepted` hears the server's answer when one of them is accepted.
 */
export function useKeptItems(call: OutboxCall, jobId: number, token: string, onAccepted?: (data: unknown) => void): OutboxItem[] {
  const [kept, setKept] = useState<OutboxItem[]>([]);
  // The latest callback, read when an answer comes (the driver's pages run on preact/compat: no useEffectEvent).
  const accepted = useRef(onAccepted);
  useEffect(() => {
    accepted.current = onAccepted;
  });
  useEffect(() => {
    const isMine = (item: { call: string; jobId: number; token: string }) =>
      item.call === call && item.jobId === jobId && item.token === token;
    // Only the latest read counts: one begun before an item was sent must not bring it back.
    let reads = 0;
    const check = () => {
      const read = ++reads;
      void listItems(token).then((items) => read === reads && setKept(items.filter(isMine)));
    };
    check();
    return onOutboxEvent((event) => {
      if (event.type === "accepted" && event.items.some(isMine)) {
        // Off the list in the same render as the server's answer puts it on the page: never shown twice.
        const sent = new Set(event.items.map((item) => item.seq));
        setKept((items) => items.filter((item) => !sent.has(item.seq)));
        accepted.current?.(event.data);
      }
      check();
    });
  }, [call, jobId, token]);
  return kept;
}
