import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/roles";
import { canDriverLinkReadFile, canReadFile } from "./can-read-file";

const actor = (role: Role, companyId: number | null = null): Actor => ({ id: 1, role, username: "u", email: "u@x.io", companyId });
const picture = { jobId: null, jobCompanyId: null };
const jobFile = { jobId: 7, jobCompanyId: 3 };

describe("canReadFile", () => {
  it.each([
    ["superadmin reads a profile picture", actor("superadmin"), picture, true],
    ["admin reads a profile picture", actor("admin"), picture, true],
    ["admin reads a job file", actor("admin"), jobFile, true],
    ["customer of the job's company reads its file", actor("customer", 3), jobFile, true],
    ["customer of another company", actor("customer", 4), jobFile, false],
    ["customer and a profile picture", actor("customer", 3), picture, false],
    ["customer without a company", actor("customer", null), { jobId: 7, jobCompanyId: null }, false],
  ] as const)("%s: %s", (_name, who, file, expected) => {
    expect(canReadFile(who, file)).toBe(expected);
  });
});

describe("canDriverLinkReadFile", () => {
  it.each([
    ["a file of the link's job", { jobId: 7 }, jobFile, true],
    ["a file of another job", { jobId: 8 }, jobFile, false],
    ["a profile picture", { jobId: 7 }, picture, false],
  ] as const)("%s", (_name, link, file, expected) => {
    expect(canDriverLinkReadFile(link, file)).toBe(expected);
  });
});
