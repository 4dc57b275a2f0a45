import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The suites over the whole app (test/: hostile input, conformance, documents, the reset) and the job
 * runner's process tests take half a minute to a minute and a half each. Vitest's own order puts a file
 * it has no timings for (a fresh clone, as in CI) by its size, which put a four-line file that sweeps
 * every route last: one worker ran it alone for the run's last 80 s. These start first instead.
 */
const LONG = [/\/apps\/server\/test\/[^/]+\.test\.ts$/, /\/platform\/jobs\/[^/]+\.test\.ts$/];
const isLong = (file: TestSpecification) => LONG.some((re) => re.test(file.moduleId));

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLong), ...sorted.filter((f) => !isLong(f))];
  }
}
