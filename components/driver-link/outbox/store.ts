/**
 * The phone's outbox (DECISIONS.md "The driver's link without signal"): every write of the link is
 * kept here (IndexedDB, through `idb`) before it is sent, in the order it was made, until the
 * server has accepted it. The page, another tab of the link and the service worker share it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/** The driver calls that go through the outbox. */
export type OutboxCall =
  | "check-vin"
  | "inspection-photo"
  | "inspection-damage"
  | "inspection-readings"
  | "sign-inspection"
  | "begin-trip"
  | "update-location"
  | "upload-trip-document"
  | "add-expense"
  | "report-pickup-exception"
  | "arrive-at-pickup";

export type NewOutboxItem = {
  token: string;
  jobId: number;
  call: OutboxCall;
  method: "POST" | "PUT" | "DELETE";
  /** The call's fields (sent as JSON, or as the form's fields beside `files`). */
  fields: Record<string, unknown>;
  /** Files (a photo's shrunk JPEG, trip documents): the call is sent as a multipart form. */
  files?: { field: string; blob: Blob; name: string }[];
  /** What a reader of the list is told ("Photo: Front"). */
  label: string;
};

export type OutboxItem = NewOutboxItem & {
  /** Its place in the order made (IndexedDB's own key). */
  seq: number;
  createdAt: string;
  state: "waiting" | "refused";
  /** The server's refusal, once refused. */
  message?: string;
  attempts: number;
  /** Not tried again before this time (ms), after a failed try. */
  notBefore: number;
};

type OutboxSchema = DBSchema & {
  items: { key: number; value: OutboxItem; indexes: { token: string } };
  /** The time the last item was accepted, per link. */
  sent: { key: string; value: { token: string; at: string } };
  /** The last record the server answered for a screen (an inspection), so a reload without signal starts from it. */
  views: { key: string; value: { key: string; view: unknown } };
};

const DB_NAME = "driver-link-outbox";
const DB_VERSION = 1;
let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      const items = database.createObjectStore("items", { keyPath: "seq", autoIncrement: true });
      items.createIndex("token", "token");
      database.createObjectStore("sent", { keyPath: "token" });
      database.createObjectStore("views", { keyPath: "key" });
    },
  });
  return opened;
}

/** Keeps a write on the phone; it is sent in turn. */
export async function putItem(item: NewOutboxItem): Promise<OutboxItem> {
  const stored = { ...item, createdAt: new Date().toISOString(), state: "waiting", attempts: 0, notBefore: 0 } as OutboxItem;
  // IndexedDB gives the key: the insert answers it.
  const seq = await (await db()).add("items", stored as Omit<OutboxItem, "seq"> as OutboxItem);
  return { ...stored, seq };
}

/** Everything kept, oldest first (all links, or one link's). */
export async function listItems(token?: string): Promise<OutboxItem[]> {
  const database = await db();
  const items = token ? await database.getAllFromIndex("items", "token", token) : await database.getAll("items");
  return items.sort((a, b) => a.seq - b.seq);
}

export async function removeItems(seqs: number[]): Promise<void> {
  const tx = (await db()).transaction("items", "readwrite");
  await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
}

export async function updateItem(seq: number, change: Partial<Pick<OutboxItem, "state" | "message" | "attempts" | "notBefore">>) {
  const tx = (await db()).transaction("items", "readwrite");
  const item = await tx.store.get(seq);
  if (item) await tx.store.put({ ...item, ...change });
  await tx.done;
}

export async function markSent(token: string, at: string): Promise<void> {
  await (await db()).put("sent", { token, at });
}

export async function lastSentAt(token: string): Promise<string | null> {
  return (await (await db()).get("sent", token))?.at ?? null;
}

export async function saveView(key: string, view: unknown): Promise<void> {
  await (await db()).put("views", { key, view });
}

export async function savedView<T>(key: string): Promise<T | null> {
  return ((await (await db()).get("views", key))?.view as T | undefined) ?? null;
}

export async function forgetView(key: string): Promise<void> {
  await (await db()).delete("views", key);
}
