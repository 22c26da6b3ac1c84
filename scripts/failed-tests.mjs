// Lists the tests that failed in the JSON reports of Vitest and Playwright, and those Playwright passed
// only on a retry, so the tail of a CI log (often all that is kept) names them. Usage: node scripts/failed-tests.mjs unit.json e2e.json
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const name = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (file.status === "failed" && failed.length === 0)
      return [`${name}: ${file.message ?? "did not load"}`];
    return failed.map((test) => `${name} › ${test.fullName}`);
  });
}

/** Playwright's tests with `status` ("unexpected": failed; "flaky": passed only when retried). */
function playwrightTests(report, status) {
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map(
          (test) =>
            `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`,
        ),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, []));
}

const [unit, e2e] = process.argv.slice(2).map(read);
const failures = [...(unit ? vitestFailures(unit) : []), ...(e2e ? playwrightTests(e2e, "unexpected") : [])];
const flaky = e2e ? playwrightTests(e2e, "flaky") : [];
for (const line of failures) console.log(`✗ ${line.split("\n")[0].slice(0, 300)}`);
for (const line of flaky) console.log(`⚠ flaky (passed on its retry): ${line.slice(0, 300)}`);
