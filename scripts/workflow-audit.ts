// `npm run lint` runs this after actionlint: the GitHub Actions workflows' security rules, as zizmor
// audits them. zizmor itself is published only on PyPI and crates.io, which this project cannot
// install from (only npm and Debian), so these are our own checks under zizmor's audit names, for the
// audits that matter to a workflow that builds, commits and deploys:
// - unpinned-uses: every action is pinned to a full commit SHA, with the tag it had in a comment;
// - excessive-permissions: the workflow's token reads only, a job asks for write itself, and a job
//   that may write runs no project code (npm, node, the build), which could then push;
// - artipacked: actions/checkout keeps no credentials in .git/config (persist-credentials: false);
// - template-injection: no `${{ }}` expanded inside a shell script (pass values through env:);
// - dangerous-triggers: no pull_request_target or workflow_run;
// - insecure-commands, overprovisioned-secrets, secrets-inherit: as zizmor's;
// and one of our own, step-env-in-if: a step's `if:` never reads a variable only its own env: sets.
// It is not zizmor: it knows no advisories and asks no network (no impostor commits, no known
// vulnerable versions). docs/deploying.md says what the workflow does and why.
import fs from "node:fs";
import path from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";

export type Finding = { audit: string; where: string; message: string };

type Step = Record<string, unknown>;
type Job = Record<string, unknown>;

const SHA = /^[0-9a-f]{40}$/;
const PROJECT_CODE = /\b(npm|npx|yarn|pnpm|node|tsx|gatsby|make)\b/;
const DANGEROUS_TRIGGERS = ["pull_request_target", "workflow_run"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The source line a node starts on, to read the comment that follows it. */
function lineOf(source: string, node: Node | null | undefined): string {
  if (!node?.range) return "";
  const start = source.lastIndexOf("\n", node.range[0]) + 1;
  const end = source.indexOf("\n", node.range[0]);
  return source.slice(start, end === -1 ? undefined : end);
}

function triggers(on: unknown): string[] {
  if (typeof on === "string") return [on];
  if (Array.isArray(on)) return on.map(String);
  if (isRecord(on)) return Object.keys(on);
  return [];
}

/** `read`/`none` only (or `{}`), and never `read-all`/`write-all`. */
function writes(permissions: unknown): string[] {
  if (permissions === undefined) return [];
  if (typeof permissions === "string") return permissions === "read-all" ? ["read-all"] : [permissions];
  if (!isRecord(permissions)) return [String(permissions)];
  return Object.entries(permissions)
    .filter(([, level]) => level !== "read" && level !== "none")
    .map(([scope, level]) => `${scope}: ${String(level)}`);
}

function auditUses(uses: string, line: string, where: string): Finding[] {
  if (uses.startsWith("./")) return [];
  if (uses.startsWith("docker://")) {
    return /@sha256:[0-9a-f]{64}$/.test(uses)
      ? []
      : [{ audit: "unpinned-uses", where, message: `${uses}: an image is pinned by its @sha256: digest` }];
  }
  const at = uses.lastIndexOf("@");
  const ref = at === -1 ? "" : uses.slice(at + 1);
  if (!SHA.test(ref)) {
    return [{ audit: "unpinned-uses", where, message: `${uses}: pin the action to a full 40-character commit SHA` }];
  }
  if (!/#\s*v?\d[\w.-]*\s*$/.test(line)) {
    return [{ audit: "unpinned-uses", where, message: `${uses}: say which tag the SHA is in a comment (# v1.2.3)` }];
  }
  return [];
}

export function auditWorkflow(source: string, file: string): Finding[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length) return doc.errors.map((e) => ({ audit: "syntax", where: file, message: e.message }));
  const workflow: unknown = doc.toJS();
  if (!isRecord(workflow)) return [{ audit: "syntax", where: file, message: "a workflow is a mapping" }];
  const findings: Finding[] = [];
  const at = (where: string) => `${file}: ${where}`;

  for (const trigger of triggers(workflow.on)) {
    if (DANGEROUS_TRIGGERS.includes(trigger)) {
      findings.push({
        audit: "dangerous-triggers",
        where: at("on"),
        message: `${trigger} runs with write access on code or artifacts that others control`,
      });
    }
  }

  if (workflow.permissions === undefined) {
    findings.push({
      audit: "excessive-permissions",
      where: at("permissions"),
      message: "no workflow-level permissions: the token gets the repository's default, which may write",
    });
  }
  for (const grant of writes(workflow.permissions)) {
    findings.push({
      audit: "excessive-permissions",
      where: at("permissions"),
      message: `${grant} for every job: the workflow's token reads only, a job that writes asks for it`,
    });
  }

  if (JSON.stringify(workflow.env ?? {}).includes("ACTIONS_ALLOW_UNSECURE_COMMANDS")) {
    findings.push({ audit: "insecure-commands", where: at("env"), message: "ACTIONS_ALLOW_UNSECURE_COMMANDS" });
  }
  if (/toJSON\(\s*secrets\s*\)/i.test(source)) {
    findings.push({ audit: "overprovisioned-secrets", where: file, message: "toJSON(secrets) hands over every secret" });
  }

  const jobsNode = doc.get("jobs", true);
  const jobs = isRecord(workflow.jobs) ? workflow.jobs : {};
  for (const [jobId, jobValue] of Object.entries(jobs)) {
    if (!isRecord(jobValue)) continue;
    const job: Job = jobValue;
    const jobNode = isMap(jobsNode) ? jobsNode.get(jobId, true) : undefined;
    // A job without permissions of its own has the workflow's.
    const jobWrites = writes(job.permissions ?? workflow.permissions).filter((grant) => grant !== "read-all");
    if (job.permissions === "write-all" || job.permissions === "read-all") {
      findings.push({
        audit: "excessive-permissions",
        where: at(`jobs.${jobId}.permissions`),
        message: `${String(job.permissions)}: name the scopes the job needs`,
      });
    }
    if (JSON.stringify(job.env ?? {}).includes("ACTIONS_ALLOW_UNSECURE_COMMANDS")) {
      findings.push({ audit: "insecure-commands", where: at(`jobs.${jobId}.env`), message: "ACTIONS_ALLOW_UNSECURE_COMMANDS" });
    }
    if (job.secrets === "inherit") {
      findings.push({
        audit: "secrets-inherit",
        where: at(`jobs.${jobId}`),
        message: "secrets: inherit hands over every secret",
      });
    }
    if (typeof job.uses === "string") {
      const usesNode = isMap(jobNode) ? jobNode.get("uses", true) : undefined;
      findings.push(...auditUses(job.uses, lineOf(source, usesNode as Node), at(`jobs.${jobId}.uses`)));
    }

    const stepsNode = isMap(jobNode) ? jobNode.get("steps", true) : undefined;
    const steps = Array.isArray(job.steps) ? (job.steps as unknown[]) : [];
    steps.forEach((stepValue, index) => {
      if (!isRecord(stepValue)) return;
      const step: Step = stepValue;
      const where = at(`jobs.${jobId}.steps[${index}]${typeof step.name === "string" ? ` (${step.name})` : ""}`);
      const stepNode = isSeq(stepsNode) ? stepsNode.items[index] : undefined;
      const withs = isRecord(step.with) ? step.with : {};

      if (typeof step.uses === "string") {
        const usesNode = isMap(stepNode) ? stepNode.get("uses", true) : undefined;
        findings.push(...auditUses(step.uses, lineOf(source, isScalar(usesNode) ? usesNode : undefined), where));
        if (/^actions\/checkout@/.test(step.uses) && String(withs["persist-credentials"]) !== "false") {
          findings.push({
            audit: "artipacked",
            where,
            message: "actions/checkout keeps the token in .git/config for every later step: set persist-credentials: false",
          });
        }
        if (/^actions\/github-script@/.test(step.uses) && String(withs.script ?? "").includes("${{")) {
          findings.push({ audit: "template-injection", where, message: "${{ }} inside the script: pass it through env:" });
        }
      }
      if (typeof step.run === "string") {
        if (step.run.includes("${{")) {
          findings.push({
            audit: "template-injection",
            where,
            message: "${{ }} expanded into the shell script: pass the value through env: and use $NAME",
          });
        }
        if (jobWrites.length && PROJECT_CODE.test(step.run)) {
          findings.push({
            audit: "excessive-permissions",
            where,
            message: `runs project code in a job that may write (${jobWrites.join(", ")}): build in a read-only job`,
          });
        }
      }
      // Our own rule, not zizmor's: GitHub documents env for a step's `if:` as the workflow's and
      // the job's, not as what the step's own env: sets (set it on the job, from a secret or vars).
      const ownEnv = isRecord(step.env) ? Object.keys(step.env) : [];
      const outerEnv = { ...(isRecord(workflow.env) ? workflow.env : {}), ...(isRecord(job.env) ? job.env : {}) };
      for (const name of ownEnv) {
        if (!(name in outerEnv) && new RegExp(`\\benv\\.${name}\\b`).test(String(step.if ?? ""))) {
          findings.push({
            audit: "step-env-in-if",
            where,
            message: `if: reads env.${name}, which only this step's own env: sets: set it on the job`,
          });
        }
      }
      if (JSON.stringify(step.env ?? {}).includes("ACTIONS_ALLOW_UNSECURE_COMMANDS")) {
        findings.push({ audit: "insecure-commands", where, message: "ACTIONS_ALLOW_UNSECURE_COMMANDS" });
      }
    });
  }
  return findings;
}

export function workflowFiles(root: string): string[] {
  const dir = path.join(root, ".github", "workflows");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

if (require.main === module) {
  const root = path.resolve(__dirname, "..");
  const files = workflowFiles(root);
  const findings = files.flatMap((file) => auditWorkflow(fs.readFileSync(file, "utf8"), path.relative(root, file)));
  for (const finding of findings) console.error(`${finding.where}: [${finding.audit}] ${finding.message}`);
  if (findings.length) {
    console.error(`workflow-audit: ${findings.length} finding(s)`);
    process.exitCode = 1;
  } else {
    console.log(`workflow-audit: ${files.length} workflow(s), nothing found`);
  }
}
