import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/roles";
import { canDriverLinkReadFile, canReadFile } from "./can-read-file";

const actor = (role: Role, companyId: number | null = null): Actor => ({ id: 1, role, username: "u", email: "u@x.io", companyId });
const picture = { jobId: null, jobCompanyId: null, pictureOfDriverId: 5, pictureSeenByCompany: false };
const seenPicture = { ...picture, pictureSeenByCompany: true };
const jobFile = { jobId: 7, jobCompanyId: 3, pictureOfDriverId: null, pictureSeenByCompany: false };

describe("canReadFile", () => {
  it.each([
    ["superadmin reads a profile picture", actor("superadmin"), picture, true],
    ["admin reads a profile picture", actor("admin"), picture, true],
    ["admin reads a job file", actor("admin"), jobFile, true],
    ["customer of the job's company reads its file", actor("customer", 3), jobFile, true],
    ["customer of another company", actor("customer", 4), jobFile, false],
    ["customer and a driver's picture", actor("customer", 3), picture, false],
    ["customer and the picture of a driver of one of his company's jobs", actor("customer", 3), seenPicture, true],
    ["customer without a company", actor("customer", null), { ...jobFile, jobCompanyId: null }, false],
  ] as const)("%s: %s", (_name, who, file, expected) => {
    expect(canReadFile(who, file)).toBe(expected);
  });
});

describe("canDriverLinkReadFile", () => {
  it.each([
    ["a file of the link's job", { jobId: 7, driverId: 5 }, jobFile, true],
    ["a file of another job", { jobId: 8, driverId: 5 }, jobFile, false],
    ["the link's driver's own picture", { jobId: 7, driverId: 5 }, picture, true],
    ["another driver's picture", { jobId: 7, driverId: 6 }, picture, false],
  ] as const)("%s", (_name, link, file, expected) => {
    expect(canDriverLinkReadFile(link, file)).toBe(expected);
  });
});
