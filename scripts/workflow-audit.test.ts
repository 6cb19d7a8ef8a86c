/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { auditWorkflow, workflowFiles } from "./workflow-audit";

const ROOT = path.join(__dirname, "..");
const PUBLISH = fs.readFileSync(path.join(ROOT, ".github", "workflows", "publish.yml"), "utf8");
const CHECKOUT = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1";

/** The real workflow with one thing changed; the change must be there, or the case tests nothing. */
function mutated(from: string | RegExp, to: string): string {
  const changed = PUBLISH.replace(from, to);
  expect(changed).not.toBe(PUBLISH);
  return changed;
}

function audits(source: string): string[] {
  return auditWorkflow(source, "publish.yml").map((finding) => finding.audit);
}

describe("workflow audit", () => {
  it("finds nothing in the repository's workflows", () => {
    const files = workflowFiles(ROOT);
    expect(files.map((file) => path.basename(file))).toContain("publish.yml");
    for (const file of files) expect(auditWorkflow(fs.readFileSync(file, "utf8"), file)).toEqual([]);
  });

  it.each([
    ["a tag", "actions/checkout@v4"],
    ["a branch", "actions/checkout@main"],
    ["a short SHA", "actions/checkout@3d3c42e"],
    ["no ref at all", "actions/checkout"],
  ])("unpinned-uses: an action pinned by %s", (_, uses) => {
    expect(audits(mutated(CHECKOUT, `${uses} # v7.0.1`))).toContain("unpinned-uses");
  });

  it("unpinned-uses: a SHA without the tag it had", () => {
    expect(audits(mutated(CHECKOUT, CHECKOUT.replace(" # v7.0.1", "")))).toContain("unpinned-uses");
  });

  it("unpinned-uses: a docker image by tag, and a reusable workflow by branch", () => {
    const docker = mutated(`uses: ${CHECKOUT}`, "uses: docker://alpine:3");
    expect(audits(docker)).toContain("unpinned-uses");
    const reusable = `on: push
permissions: {}
jobs:
  call:
    uses: octo/workflows/.github/workflows/x.yml@main
`;
    expect(audits(reusable)).toEqual(["unpinned-uses"]);
  });

  it.each([
    ["write to the whole workflow", /^permissions:\n {2}contents: read.*$/m, "permissions:\n  contents: write"],
    ["write-all", /^permissions:\n {2}contents: read.*$/m, "permissions: write-all"],
    ["read-all", /^permissions:\n {2}contents: read.*$/m, "permissions: read-all"],
    ["no workflow permissions at all", /^permissions:\n {2}contents: read.*$/m, ""],
    ["a build job that may write", "contents: read # checkout", "contents: write"],
    ["a build job with write-all", /permissions:\n\s+contents: read # checkout/, "permissions: write-all"],
  ])("excessive-permissions: %s", (_, from, to) => {
    expect(audits(mutated(from, to))).toContain("excessive-permissions");
  });

  it("excessive-permissions: the writing job runs project code", () => {
    const source = mutated('git config user.name "Publisering"', 'npm ci\n          git config user.name "Publisering"');
    expect(auditWorkflow(source, "publish.yml")).toEqual([
      expect.objectContaining({ audit: "excessive-permissions", where: expect.stringContaining("calendar-revisions") }),
    ]);
  });

  it.each([
    ["unset", /\n\s+persist-credentials: false/, ""],
    ["true", /(\n\s+)persist-credentials: false/, "$1persist-credentials: true"],
  ])("artipacked: checkout's persist-credentials %s", (_, from, to) => {
    expect(audits(mutated(from, to))).toContain("artipacked");
  });

  it.each([
    ["an event's text", "${{ github.event.head_commit.message }}"],
    ["an input", "${{ inputs.target }}"],
    ["a secret", "${{ secrets.DEPLOY_COMMAND }}"],
    ["a branch name", "${{ github.head_ref }}"],
  ])("template-injection: %s expanded inside run:", (_, expression) => {
    expect(audits(mutated("run: npm run publish", `run: echo "${expression}"`))).toEqual(["template-injection"]);
  });

  it("template-injection: an expression inside github-script's script", () => {
    const source = mutated(
      "      - name: Publish\n",
      `      - uses: actions/github-script@f28e40c7f34bde8b3046d885e986cb6290c5673b # v7.1.0
        with:
          script: console.log("\${{ github.event.head_commit.message }}")
      - name: Publish
`,
    );
    expect(audits(source)).toEqual(["template-injection"]);
  });

  it.each(["pull_request_target", "workflow_run"])("dangerous-triggers: %s", (trigger) => {
    expect(audits(mutated("  workflow_dispatch:\n", `  workflow_dispatch:\n  ${trigger}:\n`))).toEqual(["dangerous-triggers"]);
    expect(audits(mutated(/^on:\n(?: {2}.*\n|\s*#.*\n)+/m, `on: [push, ${trigger}]\n`))).toEqual(["dangerous-triggers"]);
  });

  it("step-env-in-if: the publish step's condition reads a variable only its own env: sets", () => {
    const source = mutated("      - name: Publish\n", "      - name: Publish\n        if: env.DEPLOY_TO != ''\n");
    expect(audits(source)).toEqual(["step-env-in-if"]);
  });

  it("insecure-commands, overprovisioned-secrets and secrets-inherit", () => {
    expect(audits(mutated("    outputs:\n", "    env:\n      ACTIONS_ALLOW_UNSECURE_COMMANDS: true\n    outputs:\n"))).toEqual([
      "insecure-commands",
    ]);
    expect(audits(mutated("${{ secrets.DEPLOY_COMMAND }}\n", "${{ toJSON(secrets) }}\n"))).toEqual(["overprovisioned-secrets"]);
    const inherit = `on: push
permissions: {}
jobs:
  call:
    uses: ./.github/workflows/x.yml
    secrets: inherit
`;
    expect(audits(inherit)).toEqual(["secrets-inherit"]);
  });

  it("a file that is not YAML is a finding, not a pass", () => {
    expect(audits("on: [push\njobs: {")).toContain("syntax");
    expect(audits("on: push\non: push\n")).toContain("syntax");
  });
});
