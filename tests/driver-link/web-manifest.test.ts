import { describe, expect, it } from "vitest";
import { GET } from "@/app/driver-manifest/route";
import { NextRequest } from "next/server";
import { isDriverPagePath, jobStepUrls } from "@/components/driver-link/page/offline-paths";

const manifestFor = (start: string) => GET(new NextRequest(`http://localhost/driver-manifest?start=${encodeURIComponent(start)}`));

describe("the driver link's web app manifest", () => {
  it("opens the link the driver was sent, standalone", async () => {
    const start = "/ride-details/jobId/12/driver/3?token=abc";
    const response = await manifestFor(start);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    expect(await response.json()).toMatchObject({ start_url: start, scope: "/", display: "standalone", short_name: "VTJ Driver" });
  });

  it("refuses a start that is not a driver page's link with a 400", async () => {
    for (const start of ["/admin/jobs", "https://evil.example/ride-details/jobId/1/driver/1?token=x", "/ride-details/jobId/1/driver/1"]) {
      const response = await manifestFor(start);
      expect(response.status, start).toBe(400);
    }
  });
});

describe("the steps kept for the way without signal", () => {
  it("are the job's seven pages with the same token", () => {
    const urls = jobStepUrls("http://localhost/start-pickup/jobId/12/driver/3?token=abc");
    expect(urls).toHaveLength(7);
    expect(urls).toContain("/delivery-completed/jobId/12/driver/3?token=abc");
    expect(jobStepUrls("http://localhost/admin/jobs")).toEqual([]);
  });

  it("cover driver pages only", () => {
    expect(isDriverPagePath("/trip-starts/jobId/1/driver/2")).toBe(true);
    expect(isDriverPagePath("/admin/jobId/1/driver/2")).toBe(false);
  });
});
