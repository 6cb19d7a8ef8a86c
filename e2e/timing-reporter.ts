import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Where the browser tests' time goes: the setup before the first test, the time of each spec file
 * (its tests added up, on whichever worker ran them) and the slowest tests. Printed at the end.
 */
export default class TimingReporter implements Reporter {
  private began = Date.now();
  private firstTest = 0;
  private byFile = new Map<string, { seconds: number; tests: number }>();
  private tests: { title: string; seconds: number }[] = [];

  onBegin() {
    this.began = Date.now();
  }

  onTestBegin() {
    this.firstTest ||= Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*[\\/]e2e[\\/]/, "");
    const seconds = result.duration / 1000;
    const entry = this.byFile.get(file) ?? { seconds: 0, tests: 0 };
    this.byFile.set(file, { seconds: entry.seconds + seconds, tests: entry.tests + 1 });
    this.tests.push({ title: `${file} › ${test.title}`, seconds });
  }

  onEnd(result: FullResult) {
    const lines = [
      "",
      `Browser tests: ${Math.round(result.duration / 1000)} s in all, ${Math.round(((this.firstTest || Date.now()) - this.began) / 1000)} s of it before the first test (global setup).`,
      "Seconds per spec file (tests added up over the workers):",
      ...[...this.byFile.entries()]
        .sort((a, b) => b[1].seconds - a[1].seconds)
        .map(([file, { seconds, tests }]) => `  ${seconds.toFixed(1).padStart(6)}  ${String(tests).padStart(3)} tests  ${file}`),
      "Slowest tests:",
      ...this.tests
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, 10)
        .map((t) => `  ${t.seconds.toFixed(1).padStart(6)}  ${t.title}`),
    ];
    console.log(lines.join("\n"));
  }

  printsToStdio() {
    return false;
  }
}
