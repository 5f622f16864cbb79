// A Playwright reporter that prints, after the run, how long each spec file took (the sum of its
// tests' durations in every project) and its slowest test, so a regression shows in CI output.
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface FileTotals {
  tests: number;
  milliseconds: number;
  slowest: { title: string; milliseconds: number };
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

export default class FileDurationsReporter implements Reporter {
  private readonly files = new Map<string, FileTotals>();
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const totals = this.files.get(file) ?? { tests: 0, milliseconds: 0, slowest: { title: '', milliseconds: -1 } };
    totals.tests += 1;
    totals.milliseconds += result.duration;
    if (result.duration > totals.slowest.milliseconds) {
      const project = test.parent.project()?.name ?? '';
      totals.slowest = { title: `[${project}] ${test.titlePath().slice(3).join(' › ')}`, milliseconds: result.duration };
    }
    this.files.set(file, totals);
  }

  onEnd(result: FullResult): void {
    // Nothing ran (e.g. --list): nothing to say.
    if (this.files.size === 0) return;
    const rows = [...this.files.entries()].sort((a, b) => b[1].milliseconds - a[1].milliseconds);
    const width = Math.max(...rows.map(([file]) => file.length), 4);
    const lines = [
      '',
      `End-to-end time per file (sum of test durations; wall clock ${seconds(Date.now() - this.started)}, ${result.status}):`,
      ...rows.map(
        ([file, totals]) =>
          `  ${file.padEnd(width)}  ${String(totals.tests).padStart(3)} tests  ${seconds(totals.milliseconds).padStart(8)}   slowest ${seconds(totals.slowest.milliseconds)}: ${totals.slowest.title}`,
      ),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
