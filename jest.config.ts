import type { Config } from "jest";

const config: Config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // TypeScript and JSX compiled with swc (already Gatsby's minifier's companion here): the same
  // modules Babel made, in a fraction of the time, which the suite's budget needs.
  transform: {
    "^.+\\.[jt]sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  moduleNameMapper: { "\\.css$": "identity-obj-proxy" },
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/e2e/", "<rootDir>/bench/"],
  // Gatsby's browser code, and htmlparser2 12 with its helpers (through sanitize-html 2.18), are ES
  // modules: compiled too, also where they sit inside another package's node_modules.
  transformIgnorePatterns: [
    "^(?!.*node_modules/(gatsby|gatsby-script|gatsby-link|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/).*node_modules/",
  ],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // A test's bound, not its speed: some make real pictures (AVIF, WebP) or start servers, and in
  // `npm test` they share two cores with the browser tests once the test build is done. At jest's
  // 5 s an AVIF encode timed out there (gatsby/images/pictures.test.ts, 7 s on a busy machine); a
  // test that passes is as fast as before, and one that hangs still fails.
  testTimeout: 30_000,
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
};

export default config;
