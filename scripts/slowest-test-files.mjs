// A node:test reporter that lists the slowest test files when the run ends,
// so that a file creeping towards the time budget (see README, "Tests and
// benchmarks") shows up in every `npm test`, not only when someone profiles.
const SHOWN = 10;

export default async function* slowestTestFiles(source) {
  const files = [];
  for await (const event of source) {
    // Each file runs as one test named by its path; its duration is the file's wall time.
    if (event.type === 'test:complete' && event.data.name === event.data.file) {
      files.push({ file: event.data.file, ms: event.data.details.duration_ms });
    }
  }
  if (files.length < 2) return;
  files.sort((a, b) => b.ms - a.ms);
  const cwd = `${process.cwd()}/`;
  yield `\n# slowest test files (wall time, files run side by side)\n`;
  for (const { file, ms } of files.slice(0, SHOWN)) {
    yield `# ${(ms / 1000).toFixed(1).padStart(6)} s  ${file.startsWith(cwd) ? file.slice(cwd.length) : file}\n`;
  }
}
