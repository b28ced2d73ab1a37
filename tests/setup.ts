// Points the app's database module at the test database before anything imports it.
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}
process.env.MAIL_OUTBOX_DIR ??= `.data/test-mail/${process.pid}`;
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
process.env.APP_URL ??= "http://localhost:3000";
