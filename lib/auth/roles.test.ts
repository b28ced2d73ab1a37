import { describe, expect, it } from "vitest";
import { isMenuItemActive, menuFor } from "./menu";
import { canOpenPage } from "./roles";

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((i) => `${i.label} ${i.path}`);

describe("role menu", () => {
  it("gives the superadmin the Admin menu and the staff items", () => {
    expect(labels("superadmin")).toEqual([
      "Dashboard /dashboard",
      "Admin /admin",
      "Users /company",
      "Jobs /admin-jobs",
      "Drivers /drivers",
      "Dispatch /dispatch",
      "Invoices /invoices",
      "Settings /setting",
    ]);
  });
  it("gives the admin everything but Admin", () => {
    expect(labels("admin")).toEqual([
      "Dashboard /dashboard",
      "Users /company",
      "Jobs /admin-jobs",
      "Drivers /drivers",
      "Dispatch /dispatch",
      "Invoices /invoices",
      "Settings /setting",
    ]);
  });
  it("gives the customer Dashboard, Jobs, Settings, Completed Jobs and Invoices", () => {
    expect(labels("customer")).toEqual([
      "Dashboard /dashboard",
      "Jobs /jobs",
      "Settings /setting",
      "Completed Jobs /completed-jobs",
      "Invoices /my-invoices",
    ]);
  });
  it("marks an item active when the path starts with its path", () => {
    expect(isMenuItemActive("/jobs", "/jobs")).toBe(true);
    expect(isMenuItemActive("/jobs", "/jobs/job-details/4")).toBe(true);
    expect(isMenuItemActive("/admin", "/admin-jobs")).toBe(false);
    expect(isMenuItemActive("/admin", "/admin/add-admin")).toBe(true);
  });
  it("guards pages by role", () => {
    expect(canOpenPage("customer", "/admin-jobs")).toBe(false);
    expect(canOpenPage("customer", "/admin-jobs/job-details/1")).toBe(false);
    expect(canOpenPage("admin", "/admin")).toBe(false);
    expect(canOpenPage("admin", "/admin-jobs")).toBe(true);
    expect(canOpenPage("superadmin", "/admin/admin-details/3")).toBe(true);
    expect(canOpenPage("admin", "/jobs")).toBe(false);
    expect(canOpenPage("customer", "/jobs/create-job")).toBe(true);
    expect(canOpenPage("customer", "/setting")).toBe(true);
    expect(canOpenPage("admin", "/dashboard")).toBe(true);
  });
});
