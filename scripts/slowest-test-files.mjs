// A node:test reporter that lists the slowest test files when the run ends,
// so that a file creeping towards the time budget (see README, "Tests and
// benchmarks") shows up in every `npm test`, not only when someone profiles.
// Several files share a process (scripts/run-tests.mjs), so a file's time is
// that of its top-level tests and suites, which carry the file they were
// declared in; loading its modules is counted once per process, not here.
const SHOWN = 10;

export default async function* slowestTestFiles(source) {
  const seconds = new Map();
  for await (const event of source) {
    const { name, file, nesting, details } = event.data ?? {};
    // The process's own entry (named by its path) holds every file it ran: skip it.
    if (event.type === 'test:complete' && nesting === 0 && file !== undefined && name !== file) {
      seconds.set(file, (seconds.get(file) ?? 0) + details.duration_ms / 1000);
    }
  }
  if (seconds.size < 2) return;
  const cwd = `${process.cwd()}/`;
  yield `\n# slowest test files (their tests' wall time, files run side by side)\n`;
  for (const [file, time] of [...seconds].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) {
    const path = file.startsWith('file://') ? new URL(file).pathname : file;
    yield `# ${time.toFixed(1).padStart(6)} s  ${path.startsWith(cwd) ? path.slice(cwd.length) : path}\n`;
  }
}
