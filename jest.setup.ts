import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has no TextEncoder, which React's server renderer needs (tests render server markup to hydrate it).
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
