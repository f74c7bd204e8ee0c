import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A Vitest sequencer that starts the files known to take longest first. Vitest orders by the durations of its last
 * run, but a fresh clone (CI) has none and runs files in the order it found them: a long file found last (the
 * server's hostile-input walk under `test/`, a journey walking every screen) then starts last, and the run waits on
 * it alone. `slowest`: parts of file paths, slowest first; files matching none keep Vitest's order, after them.
 */
export function slowFirst(slowest: readonly string[]) {
  const rankOf = (file: TestSpecification) => {
    const at = slowest.findIndex((part) => file.moduleId.includes(part));
    return at < 0 ? slowest.length : at;
  };
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const known = await super.sort(files);
      return known
        .map((file, at) => ({ file, at }))
        .sort((a, b) => rankOf(a.file) - rankOf(b.file) || a.at - b.at)
        .map((x) => x.file);
    }
  };
}
