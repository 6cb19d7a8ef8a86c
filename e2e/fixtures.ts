import { test as base, expect } from "@playwright/test";

/** Every browser test talks to the server e2e/global-setup.ts started. */
export const test = base.extend({});
test.use({ baseURL: process.env.E2E_BASE_URL });
export { expect };
