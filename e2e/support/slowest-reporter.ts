import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// The browser suite's time is kept in view. At the end of a run: the 10 slowest spec files (the sum of
// their tests) and the 10 slowest tests, and every test's time in test-results/e2e-timings.json.

const TOP = 10;
const LONG_TEST_SECONDS = 60;
const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT_FILE = path.join(ROOT, "test-results", "e2e-timings.json");

type Timing = { file: string; title: string; seconds: number; status: string };

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default class SlowestReporter implements Reporter {
  private readonly timings = new Map<TestCase, Timing>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(ROOT, test.location.file);
    // Retries add up: the time a test costs the run is the sum of its attempts.
    const before = this.timings.get(test)?.seconds ?? 0;
    const title = test.titlePath().slice(3).join(" › ");
    this.timings.set(test, { file, title, seconds: before + seconds(result.duration), status: result.status });
  }

  onEnd(result: FullResult): void {
    // `--list` and a run stopped before any test: nothing to report, and the last run's file is kept.
    if (this.timings.size === 0) return;
    const tests = [...this.timings.values()].sort((a, b) => b.seconds - a.seconds);
    const byFile = new Map<string, { seconds: number; tests: number }>();
    for (const { file, seconds: s } of tests) {
      const entry = byFile.get(file) ?? { seconds: 0, tests: 0 };
      byFile.set(file, { seconds: entry.seconds + s, tests: entry.tests + 1 });
    }
    const files = [...byFile.entries()]
      .map(([file, entry]) => ({ file, seconds: Math.round(entry.seconds * 10) / 10, tests: entry.tests }))
      .sort((a, b) => b.seconds - a.seconds);

    const lines = [
      "",
      `Slowest spec files (sum of their tests; the run took ${seconds(result.duration)} s of wall time):`,
      ...files.slice(0, TOP).map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.file} (${f.tests} tests)`),
      "Slowest tests:",
      ...tests.slice(0, TOP).map((t) => `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.file} › ${t.title}`),
      // docs/testing.md: a test may take longer only with a written reason beside its test.setTimeout.
      ...tests
        .filter((t) => t.seconds > LONG_TEST_SECONDS)
        .map((t) => `! Over ${LONG_TEST_SECONDS} s: ${t.file} › ${t.title} (${t.seconds.toFixed(1)} s)`),
      ...[...this.timings.keys()]
        .filter((test) => test.outcome() === "flaky")
        .map((test) => `! Flaky (failed, then passed on retry): ${path.relative(ROOT, test.location.file)} › ${test.title}`),
      `All timings: ${path.relative(process.cwd(), OUT_FILE)}`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);

    fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true });
    const report = { wallSeconds: seconds(result.duration), status: result.status, files, tests };
    fs.writeFileSync(OUT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
