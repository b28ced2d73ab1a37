/**
 * The outbox's sender: drains what the phone kept, oldest first, one try at a time across the
 * page, its other tabs and the service worker (a Web Lock). Accepted: removed from the phone.
 * Refused (4xx): kept aside with the server's message, the rest goes on. No signal or a server
 * error: tried again later, waiting longer each time (at most a minute), and at once when the
 * network returns. Positions in a row go as one batch (POST driver/update-location takes a list).
 */
import { sendItem, type Outcome } from "./send";
import { listItems, markSent, putItem, removeItems, updateItem, type NewOutboxItem, type OutboxItem } from "./store";

export type OutboxEvent =
  | { type: "changed" }
  | { type: "sending"; on: boolean }
  | { type: "offline"; on: boolean }
  | { type: "accepted"; items: OutboxItem[]; data: unknown; message: string }
  | { type: "refused"; items: OutboxItem[]; message: string };

const CHANNEL = "driver-link-outbox";
/** The Background Sync tag under which the worker sends what waits (service-worker.ts). */
export const SYNC_TAG = "driver-link-outbox";
const LOCK = "driver-link-outbox";
const MAX_BATCH = 100;
const MAX_DELAY_MS = 60_000;

const listeners = new Set<(event: OutboxEvent) => void>();
/** Items this page is waiting on (settledWithin): their refusal is told where the driver waits. */
const awaited = new Set<number>();
let channel: BroadcastChannel | undefined;

function channelOf(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (message: MessageEvent<OutboxEvent>) => listeners.forEach((listen) => listen(message.data));
  }
  return channel;
}

/** Every outbox event of this page, its other tabs and the worker. */
export function onOutboxEvent(listen: (event: OutboxEvent) => void): () => void {
  channelOf();
  listeners.add(listen);
  return () => listeners.delete(listen);
}

/**
 * The driver, having called dispatch, removes what the server refused from the phone: the one way
 * a kept item goes without the server's acceptance, and only by his press.
 */
export async function dismissRefused(seqs: number[]): Promise<void> {
  await removeItems(seqs);
  emit({ type: "changed" });
}

export function emit(event: OutboxEvent): void {
  listeners.forEach((listen) => listen(event));
  channelOf()?.postMessage(event);
}

/** 1 s, 2 s, 4 s… up to a minute, with a little spread so two phones do not knock together. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_DELAY_MS, 1_000 * 2 ** Math.max(0, attempts - 1)) * (0.8 + Math.random() * 0.4);

/** Positions of one link made one after another: one request. */
function batchOf(waiting: OutboxItem[]): OutboxItem[] {
  const [first] = waiting;
  if (!first || first.call !== "update-location") return first ? [first] : [];
  const batch: OutboxItem[] = [];
  for (const item of waiting) {
    if (item.call !== "update-location" || item.token !== first.token || item.jobId !== first.jobId || batch.length >= MAX_BATCH) break;
    batch.push(item);
  }
  return batch;
}

function sendBatch(batch: OutboxItem[]): Promise<Outcome> {
  const [first] = batch;
  if (batch.length === 1) return sendItem(first!);
  const positions = batch.flatMap((item) => (item.fields.positions as unknown[]) ?? []);
  return sendItem({ ...first!, fields: { ...first!.fields, positions } });
}

let timer: ReturnType<typeof setTimeout> | undefined;
function wakeAt(notBefore: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void kickOutbox(), Math.max(0, notBefore - Date.now()));
}

/** One drain; false when it stopped on a failure to reach the server. */
async function drain(): Promise<void> {
  for (;;) {
    const waiting = (await listItems()).filter((item) => item.state === "waiting");
    const batch = batchOf(waiting);
    if (batch.length === 0) return emit({ type: "offline", on: false });
    const due = Math.max(...batch.map((item) => item.notBefore));
    if (due > Date.now()) return wakeAt(due);

    emit({ type: "sending", on: true });
    const outcome = await sendBatch(batch).finally(() => emit({ type: "sending", on: false }));
    const seqs = batch.map((item) => item.seq);
    if (outcome.kind === "accepted") {
      await removeItems(seqs);
      await markSent(batch[0]!.token, new Date().toISOString());
      emit({ type: "accepted", items: batch, data: outcome.data, message: outcome.message });
    } else if (outcome.kind === "refused") {
      // A refusal the page is waiting for is told on its step: it is not listed in the bar as well.
      if (seqs.every((seq) => awaited.has(seq))) await removeItems(seqs);
      else await Promise.all(seqs.map((seq) => updateItem(seq, { state: "refused", message: outcome.message })));
      emit({ type: "refused", items: batch, message: outcome.message });
    } else {
      const attempts = Math.max(...batch.map((item) => item.attempts)) + 1;
      const notBefore = Date.now() + retryDelayMs(attempts);
      await Promise.all(seqs.map((seq) => updateItem(seq, { attempts, notBefore })));
      emit({ type: "offline", on: outcome.reason === "network" });
      emit({ type: "changed" });
      return wakeAt(notBefore);
    }
    emit({ type: "changed" });
  }
}

type LockManagerLike = { request(name: string, options: { ifAvailable: boolean }, run: (lock: unknown) => Promise<void>): Promise<void> };
let running: Promise<void> | undefined;

/**
 * Sends what waits, now. One sender at a time: a page whose other tab (or the worker) is
 * sending leaves it to that one, whose events it hears.
 */
export function kickOutbox(): Promise<void> {
  running ??= (async () => {
    try {
      const locks = (globalThis.navigator as Navigator & { locks?: LockManagerLike }).locks;
      if (locks) await locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? drain() : undefined));
      else await drain();
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** The network is back, or the driver asks: every waiting item is due now. */
export async function retryNow(): Promise<void> {
  const waiting = (await listItems()).filter((item) => item.state === "waiting" && item.notBefore > 0);
  await Promise.all(waiting.map((item) => updateItem(item.seq, { notBefore: 0 })));
  await kickOutbox();
}

export type Settled = { kind: "accepted"; data: unknown; message: string } | { kind: "refused"; message: string } | { kind: "kept" };

/**
 * The server's word on one kept item if it comes within `ms` (a check the driver waits for, such
 * as the VIN), else "kept": it stays on the phone and is sent later.
 */
export function settledWithin(seq: number, ms: number): Promise<Settled> {
  // The browser knows it has no network: nothing to wait for.
  if (globalThis.navigator?.onLine === false) return Promise.resolve({ kind: "kept" });
  awaited.add(seq);
  return new Promise((resolve) => {
    const done = (settled: Settled) => {
      awaited.delete(seq);
      stop();
      clearTimeout(timeout);
      resolve(settled);
    };
    const stop = onOutboxEvent((event) => {
      if (event.type === "accepted" && event.items.some((i) => i.seq === seq))
        done({ kind: "accepted", data: event.data, message: event.message });
      else if (event.type === "refused" && event.items.some((i) => i.seq === seq)) done({ kind: "refused", message: event.message });
      else if (event.type === "offline" && event.on) done({ kind: "kept" });
    });
    const timeout = setTimeout(() => done({ kind: "kept" }), ms);
  });
}

/**
 * The server's word on a write the driver waits for (settledWithin), a refusal taken off the phone
 * too: the page tells it there and then, and the driver corrects and tries again.
 */
export async function answerWithin(seq: number, ms: number): Promise<Settled> {
  const settled = await settledWithin(seq, ms);
  if (settled.kind === "refused") await dropRefused(seq);
  return settled;
}

/** Keeps a write on the phone, tells every page of the link, and starts sending it. */
export async function keepItem(item: NewOutboxItem): Promise<OutboxItem> {
  const kept = await putItem(item);
  emit({ type: "changed" });
  void kickOutbox();
  return kept;
}

/** A refusal the driver is told on the spot (a toast, the step's error): it is not kept in the bar's list too. */
export async function dropRefused(seq: number): Promise<void> {
  await removeItems([seq]);
  emit({ type: "changed" });
}

/** Whether anything still waits to be sent (the worker's sync is tried again by the browser while it does). */
export async function isAnythingWaiting(): Promise<boolean> {
  return (await listItems()).some((item) => item.state === "waiting");
}
