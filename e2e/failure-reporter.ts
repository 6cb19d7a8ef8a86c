import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many of a failed test's last lines of stderr are repeated: its page's last steps, and how it was left. */
const LINES = 25;

const lastLines = (text: string) => text.trimEnd().split("\n").slice(-LINES).join("\n");
const indent = (text: string) => text.replace(/^/gm, "    ");
/** The terminal's colour codes, which Playwright may put in an error's message. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * Each failed test again at the very end of the run: the start of its error, and what its page went
 * through and showed at the end (e2e/fixtures.ts writes both to the test's stderr). A CI run keeps
 * only the end of its output, where a failure is otherwise a name and the path of a file that is
 * gone with the machine.
 */
export default class FailureReporter implements Reporter {
  private failed: { title: string; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "failed" || result.status === "timedOut")
      this.failed.push({ title: `${test.location.file.replace(/^.*[\\/]e2e[\\/]/, "")} › ${test.title}`, result });
  }

  onEnd() {
    if (this.failed.length === 0) return;
    const lines = ["", `Failed (${this.failed.length}), each as it ended:`];
    for (const { title, result } of this.failed) {
      lines.push(`  ${title}`);
      const message = result.errors[0]?.message?.replace(COLOURS, "") ?? "";
      lines.push(indent(message.trimEnd().split("\n").slice(0, 6).join("\n")));
      const stderr = result.stderr.map((chunk) => chunk.toString()).join("");
      if (stderr.trim()) lines.push(indent(lastLines(stderr)));
    }
    console.log(lines.join("\n"));
  }

  printsToStdio() {
    return false;
  }
}
