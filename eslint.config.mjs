import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importPlugin from "eslint-plugin-import";
import prettier from "eslint-config-prettier";
import globals from "globals";

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = "src/features";
const features = fs
  .readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Everything of the repository outside content-model/, and the part of it that is not a test.
const OUTSIDE_CONTENT_MODEL = [
  "src/**",
  "gatsby/**",
  "plugins/**",
  "scripts/**",
  "dev/**",
  "e2e/**",
  "__mocks__/**",
  "*.{ts,tsx,mjs}",
];
const NOT_TESTS = ["{src,gatsby,plugins,scripts,dev,__mocks__}/**/!(*.test).{ts,tsx,js,mjs}", "*.{ts,tsx,mjs}"];

/**
 * The boundaries of docs/architecture.md, as lint rules:
 * - shared code (components, styles and the named rooms: time, pictures, forms, site-check, links,
 *   access-features, browser-storage, consent ...)
 *   never imports a feature, a block, a template or a page;
 * - a feature is reached from outside only through its index.ts (its public face), its contract.ts
 *   (the plain constants, types and functions the build and gatsby-browser share with it) or its
 *   islands.ts (the parts a page built of islands starts by themselves, src/islands/parts.ts, each
 *   imported on its own), never its internals;
 * - the content model (content-model/) likewise only through its index.ts, and its test fixtures
 *   (content-model/__fixtures__/) only from tests: *.test.ts(x) and the browser tests in e2e/.
 * Import cycles, between modules and between folders, are caught by `npm run deps` (scripts/deps.ts,
 * part of `npm run lint`): dependency-cruiser finds them in seconds, where import/no-cycle took
 * nine tenths of lint's time.
 */
const boundaryZones = [
  {
    target: OUTSIDE_CONTENT_MODEL,
    from: ["content-model/**"],
    except: ["**/content-model/index.ts", "**/content-model/__fixtures__/**"],
    message:
      "Import the content model through its public face, content-model (its index.ts), not its inner files; if the outside needs something it does not export yet, export it there.",
  },
  {
    target: NOT_TESTS,
    from: ["content-model/__fixtures__/**"],
    message: "content-model/__fixtures__ holds test fixtures: only tests (*.test.ts(x), e2e/) may import them.",
  },
  {
    target: [
      "src/components",
      "src/styles",
      "src/time",
      "src/pictures",
      "src/forms",
      "src/site-check",
      "src/links",
      "src/access-features",
      "src/browser-storage",
      "src/consent",
    ],
    from: ["src/features", "src/blocks", "src/templates", "src/pages"],
    message: "Shared code must not depend on a feature, block, template or page: move the shared piece down, or pass it in.",
  },
  ...features.map((feature) => ({
    // Everything in the repository except the feature itself.
    target: [
      `${FEATURES}/!(${feature})/**`,
      "src/!(features)/**",
      "content-model/**",
      "gatsby/**",
      "plugins/**",
      "scripts/**",
      "dev/**",
      "e2e/**",
      "*.{ts,tsx}",
    ],
    from: [`${FEATURES}/${feature}/**`],
    except: [
      `**/${FEATURES}/${feature}/index.{ts,tsx}`,
      `**/${FEATURES}/${feature}/contract.ts`,
      `**/${FEATURES}/${feature}/islands.ts`,
    ],
    message: `Import src/features/${feature} through its index.ts (or, for plain code outside the React tree, its contract.ts; for an island's part, its islands.ts), not its internals.`,
  })),
];

const REDUX_HOOKS = {
  name: "react-redux",
  importNames: ["useDispatch", "useSelector"],
  message: "Use the typed useAppDispatch/useAppSelector from the cinema store's hooks.",
};
// Offline, a navigation to a page that is not saved is held back (src/features/offline/offline-navigation.ts):
// it must go through the site's own navigate.
const GATSBY_NAVIGATE = {
  name: "gatsby",
  importNames: ["navigate"],
  message: "Use navigateInSite from src/links/navigate-in-site.ts: offline, it holds back a page that is not saved.",
};

export default tseslint.config(
  // src/gatsby-types.d.ts: a copy of what every build writes (graphqlTypegen), never edited by hand.
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "bench/bare/",
      "test-results/",
      "playwright-report/",
      ".e2e/",
      ".bench/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    settings: {
      // eslint-plugin-import follows our TypeScript imports (for no-restricted-paths).
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".jsx", ".mjs", ".json"] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-require-imports": "off",
      "import/no-restricted-paths": ["error", { basePath: ROOT, zones: boundaryZones }],
      "no-restricted-imports": ["error", { paths: [REDUX_HOOKS, GATSBY_NAVIGATE] }],
    },
  },
  // The one place the typed hooks are made from the plain ones.
  { files: ["src/features/cinema/store/hooks.ts"], rules: { "no-restricted-imports": ["error", { paths: [GATSBY_NAVIGATE] }] } },
  // The one place Gatsby's navigate is called; tests that check what it was called with; and the editor's
  // previews, which take one export Gatsby's types do not name from the whole module.
  {
    files: ["src/links/navigate-in-site.ts", "**/*.test.{ts,tsx}", "src/editor/previews/site-queries.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [REDUX_HOOKS] }] },
  },
  // Appended to the generated service worker, after Workbox and gatsby-plugin-offline's own code.
  {
    files: ["src/service-worker/**"],
    languageOptions: {
      globals: {
        ...globals.serviceworker,
        workbox: "readonly",
        MessageAPI: "readonly",
        idbKeyval: "readonly",
        navigationRoute: "readonly",
        lastNavigationRequest: "writable",
      },
    },
  },
  // Playwright fixtures take a `use` callback that is not a React hook.
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // Formatting is Prettier's (npm run format); lint only checks that it was run (see package.json "lint").
  prettier,
);
