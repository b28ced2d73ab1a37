import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { readForm } from "./read-form";

const MB = 1024 * 1024;

/** A body sent without a length (chunked), 64 kB at a time, counting what the reader pulled. */
function chunkedBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= totalBytes) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

const put = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://test/upload", { method: "PUT", body, headers, duplex: "half" } as RequestInit);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("readForm", () => {
  it("reads multipart fields and files, repeated keys as lists", async () => {
    const form = new FormData();
    form.append("jobId", "7");
    form.append("photo", new File(["png"], "a.png", { type: "image/png" }));
    form.append("photo", new File(["png"], "b.png", { type: "image/png" }));
    const input = await readForm(new Request("http://test/upload", { method: "PUT", body: form }), { maxBytes: MB });
    expect(input.jobId).toBe("7");
    expect((input.photo as File[]).map((f) => f.name)).toEqual(["a.png", "b.png"]);
  });

  it("reads a JSON object and refuses other JSON (400)", async () => {
    expect(await readForm(put(JSON.stringify({ active: true }), { "content-type": "application/json" }), { maxBytes: MB })).toEqual({
      active: true,
    });
    const list = await refusal(readForm(put("[1]", { "content-type": "application/json" }), { maxBytes: MB }));
    expect([list.status, list.message]).toEqual([400, "The request body must be a JSON object."]);
  });

  it("refuses a body that announces more than the limit before reading it (413)", async () => {
    const { stream, pulled } = chunkedBody(10 * MB);
    const error = await refusal(
      readForm(put(stream, { "content-length": String(10 * MB), "content-type": "multipart/form-data; boundary=x" }), { maxBytes: MB }),
    );
    expect([error.status, error.message]).toEqual([413, "The upload is too large."]);
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024); // a stream pulls its first chunk by itself
  });

  it("refuses a chunked body as soon as it passes the limit, without reading the rest (413)", async () => {
    const { stream, pulled } = chunkedBody(50 * MB);
    const error = await refusal(readForm(put(stream, { "content-type": "multipart/form-data; boundary=x" }), { maxBytes: MB }));
    expect(error.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(MB + 2 * 64 * 1024);
  });

  it("reads a chunked body within the limit", async () => {
    const boundary = "chunked-test";
    const text = `--${boundary}\r\nContent-Disposition: form-data; name="ride_status"\r\n\r\nride_started\r\n--${boundary}--\r\n`;
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    expect(await readForm(put(stream, { "content-type": `multipart/form-data; boundary=${boundary}` }), { maxBytes: MB })).toEqual({
      ride_status: "ride_started",
    });
  });
});
