// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toastErrorSpy = vi.hoisted(() => vi.fn());
vi.mock("@/lib/toast", () => ({ toast: { error: toastErrorSpy } }));

import { api, ApiError, buildApiUrl, errorMessage, toastError } from "./client";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  toastErrorSpy.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api", () => {
  it("unwraps data, message and paging from the envelope", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: "Jobs", data: [{ id: 1 }], total: 11, page: 2, limit: 10 }));
    const result = await api<{ id: number }[]>("customer/jobs");
    expect(result).toEqual({ data: [{ id: 1 }], message: "Jobs", total: 11, page: 2, limit: 10 });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/v1/customer/jobs");
    expect(init?.method).toBe("GET");
    expect(init?.credentials).toBe("same-origin");
    expect((init?.headers as Record<string, string>).Accept).toBe("application/json");
  });

  it("sends a JSON body with its content type", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: "ok", data: null }));
    await api("customer/fill-po-number", { method: "PUT", body: { jobId: 3, poNumber: "A1" } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/v1/customer/fill-po-number");
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBe(JSON.stringify({ jobId: 3, poNumber: "A1" }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("uses the first message of the first failing field for 'Validation errors'", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          message: "Validation errors",
          errors: { email: ["Email is required", "Email is invalid"], name: ["Name is required"] },
        },
        422,
      ),
    );
    const error = await caught(api("admin/create-admin", { method: "POST", body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe("Email is required");
    expect(error.errors?.name).toEqual(["Name is required"]);
  });

  it("keeps 'Validation errors' when no field message is given", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: "Validation errors" }, 422));
    const error = await caught(api("x"));
    expect(error.message).toBe("Validation errors");
  });

  it("throws the server message with the HTTP status", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: "Job not found" }, 404));
    const error = await caught(api("admin/job/9"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.message).toBe("Job not found");
  });

  it("treats success:false on a 2xx answer as an error", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: "Nope" }, 200));
    const error = await caught(api("x"));
    expect(error.status).toBe(200);
    expect(error.message).toBe("Nope");
  });

  it("reports a network failure as FETCH_ERROR", async () => {
    fetchMock.mockRejectedValue(new TypeError("fetch failed"));
    const error = await caught(api("x"));
    expect(error.status).toBe("FETCH_ERROR");
    expect(error.message).toMatch(/network/i);
  });

  it("reports a timeout as TIMEOUT_ERROR", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
        }),
    );
    const error = await caught(api("x", { timeoutMs: 10 }));
    expect(error.status).toBe("TIMEOUT_ERROR");
  });

  it("lets a caller's own abort through as an AbortError", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
        }),
    );
    const controller = new AbortController();
    const pending = api("x", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reports a body that is not JSON as PARSING_ERROR", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await caught(api("x"));
    expect(error.status).toBe("PARSING_ERROR");
    expect(error.httpStatus).toBe(502);
    expect(error.message).toBe("The server sent an unreadable answer.");
  });

  it("builds the query string, leaving out undefined values", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: "", data: [] }));
    await api("admin/jobs", { query: { page: 2, limit: 10, search: "ford f-150", tab: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/admin/jobs?page=2&limit=10&search=ford+f-150");
    expect(buildApiUrl("/admin/jobs", {})).toBe("/api/v1/admin/jobs");
  });

  it("passes FormData through as multipart, without a JSON content type", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: "Uploaded", data: { id: 1 } }));
    const form = new FormData();
    form.append("file", new Blob(["pdf"]), "bol.pdf");
    await api("driver/upload", { body: form });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(form);
    const headers = init?.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBeUndefined();
    expect(headers.Accept).toBe("application/json");
  });
});

describe("toastError", () => {
  it("shows the API error's message", () => {
    toastError(new ApiError(400, "PO already set"), "Failed to submit PO Number");
    expect(toastErrorSpy).toHaveBeenCalledWith("PO already set");
  });

  it("shows the fallback for an empty message or a foreign error", () => {
    toastError(new ApiError(500, ""), "Failed to save admin.");
    toastError(new Error("boom"), "Operation failed.");
    expect(toastErrorSpy.mock.calls).toEqual([["Failed to save admin."], ["Operation failed."]]);
  });

  it("shows a clear text for transport failures and nothing for aborts", () => {
    toastError(new ApiError("FETCH_ERROR", "Network error: the server could not be reached."), "x");
    toastError(new DOMException("aborted", "AbortError"), "x");
    expect(toastErrorSpy.mock.calls).toEqual([["Network error: the server could not be reached."]]);
    expect(errorMessage(undefined, "fallback")).toBe("fallback");
  });
});
