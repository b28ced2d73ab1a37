// The server of `npm start` and, with --dev, of `npm run dev`: Next's request handler behind Node's HTTP server, which
// appends the socket's address to X-Forwarded-For as a proxy would. The client address is then
// the header's last entry unless TRUST_PROXY hops are trusted (lib/api/client-address.ts);
// `next start` would keep a client's own header instead.
import { createServer } from "node:http";
import next from "next";
import { wellFormedUrl } from "./lib/api/well-formed-url.mjs";

const flag = process.argv.indexOf("-p");
const port = Number(flag > 0 ? process.argv[flag + 1] : process.env.PORT) || 3000;
const hostname = process.env.HOSTNAME || "0.0.0.0";

const dev = process.argv.includes("--dev");
const app = next({ dev, turbopack: dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const peer = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;
  req.url = wellFormedUrl(req.url ?? "/");
  handle(req, res);
}).listen(port, hostname, () => console.log(`> Ready on http://localhost:${port}`));
