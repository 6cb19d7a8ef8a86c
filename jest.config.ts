import type { Config } from "jest";

const config: Config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // TypeScript and JSX compiled with Gatsby's own Babel preset, as the Gatsby docs recommend.
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { presets: ["babel-preset-gatsby", "@babel/preset-typescript"] }] },
  moduleNameMapper: { "\\.css$": "identity-obj-proxy" },
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/e2e/", "<rootDir>/bench/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
};

export default config;
