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
    const check = () => void listItems(token).then((items) => setKept(items.filter(isMine)));
    check();
    return onOutboxEvent((event) => {
      if (event.type === "accepted" && event.items.some(isMine)) accepted.current?.(event.data);
      check();
    });
  }, [call, jobId, token]);
  return kept;
}
