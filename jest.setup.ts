import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has no TextEncoder, which React's server renderer needs (tests render server markup to hydrate it).
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// How long waitFor and findBy* wait before they give up: a bound, not a speed (as testTimeout in
// jest.config.ts). In `npm test` the unit tests share two cores with the browser tests, and there
// Testing Library's default of 1 s ran out before a lazily loaded form had rendered
// (LightSignup.test.tsx, on a fresh clone). A test that passes is as fast as before.
configure({ asyncUtilTimeout: 10_000 });
