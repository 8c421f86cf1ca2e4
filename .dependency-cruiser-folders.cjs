// Folder cycles, checked on the shipped code only (npm run lint:deps runs this after .dependency-cruiser.cjs,
// whose rules hold for tests too). A test sits in the folder of what it proves and builds the whole app
// through the test harness, so "folder → harness → app → folder" is a cycle by construction, not a fault in
// the layers; dependency-cruiser has no way to leave single files out of a folder rule.
const { forbidden, options } = require("./.dependency-cruiser.cjs");

/** Tests and their helpers: what the rule tests-stay-out-of-the-app keeps out of shipped code. */
const TESTS = forbidden.find((rule) => rule.name === "tests-stay-out-of-the-app").to.path;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      severity: "error",
      comment:
        "No folder reaches itself either: items → stock → items is a cycle even when no file is in one.",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    exclude: { path: `${options.exclude.path}|${TESTS}` },
  },
};
