import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { path: string; headers: IncomingHttpHeaders; body: string; answered: number };

/** A webhook receiver in the test process: every request it got, and what it answers next. */
export type Receiver = {
  url: string;
  received: Received[];
  /** By path: the statuses of its next requests, in order; then `fallback`. */
  answers: Record<string, number[]>;
  fallback: number;
  close: () => Promise<void>;
};

/** Starts a receiver on 127.0.0.1 (node:http), on a free port. */
export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", received: [], answers: {}, fallback: 200, close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answered = receiver.answers[req.url ?? ""]?.shift() ?? receiver.fallback;
      receiver.received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), answered });
      res.writeHead(answered, answered >= 300 && answered < 400 ? { location: "http://127.0.0.1:9/elsewhere" } : {});
      res.end(answered < 300 ? "ok" : "nope");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return receiver;
}
