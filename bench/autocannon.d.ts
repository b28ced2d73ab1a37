// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
    type Request = RequestParams & { setupRequest?: (req: RequestParams, context: Record<string, unknown>) => RequestParams };
    type Options = {
      url: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
    };
    type Result = {
      requests: { total: number; average: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    };
    interface Instance extends EventEmitter {
      on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export default autocannon;
}
