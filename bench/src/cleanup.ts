import { machineSummary, readOptions, type DbKind } from './options';

/** Teardown steps run last-in first-out, once, on normal exit, on error and on Ctrl-C. */
type Step = () => Promise<void> | void;

const steps: { label: string; run: Step }[] = [];
let running: Promise<void> | null = null;

export function onCleanup(label: string, run: Step): () => void {
  const entry = { label, run };
  steps.push(entry);
  return () => {
    const i = steps.indexOf(entry);
    if (i >= 0) steps.splice(i, 1);
  };
}

/** Runs every step registered so far; concurrent callers share one pass, later callers start a new one. */
export function cleanup(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop();
      if (!step) break;
      try {
        await step.run();
      } catch (err) {
        console.error(`cleanup (${step.label}) failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Ctrl-C / SIGTERM: tear down, then exit with the conventional signal code. */
export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping`);
      void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}

/** Runs a bench entry point: its exit code, or 1 when it throws, after every cleanup step has run. */
export function runMain(main: () => Promise<number>): void {
  installSignalHandlers();
  main()
    .catch((err: unknown) => {
      console.error(err);
      return 1;
    })
    .then(async (code) => {
      await cleanup();
      process.exit(code);
    });
}

/**
 * A command-line bench: the machine's summary, then `bench` on each database of BENCH_DB, each cleaned up after
 * itself (its temporary database and folders) before the next.
 */
export function runPerDatabase(bench: (kind: DbKind) => Promise<unknown>): void {
  runMain(async () => {
    console.log(`machine: ${machineSummary()}`);
    for (const kind of readOptions().databases) {
      try {
        await bench(kind);
      } finally {
        await cleanup();
      }
    }
    return 0;
  });
}
