/** The demo accounts of INTERFACES.md "Demo data": every one signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = "Password@123";
export const DEMO_SUPERADMIN_EMAIL = "superadmin@example.com";
export const DEMO_ADMIN_EMAIL = "admin@example.com";
export const DEMO_CUSTOMER_EMAIL = "customer@example.com";
export const DEMO_COMPANY_NAME = "Acme Motors";
