/**
 * Preloaded into `react-router build` by scripts/build.ts: a warning already printed is not
 * printed again. React Router 7 loads the Vite config once per compiler (client, child, server,
 * prerender) and Vite 8 reports React Router's own `envFile: false` as deprecated on each load;
 * the line means nothing to do for us (docs/decisions/0016), and said once it no longer hides
 * the warnings that do.
 */
const printed = new Set<string>();
const warn = console.warn.bind(console);
console.warn = (...parts: unknown[]) => {
  const line = parts.map(String).join(" ");
  if (printed.has(line)) return;
  printed.add(line);
  warn(...parts);
};
