import type { Tool } from "~/content/types";

/**
 * The tools a service connects: each name as a wordmark, with the brand's mark before it where
 * Simple Icons has one. A tool without a mark shows its name alone, never a made-up letter tile
 * beside the real marks (docs/decisions/0039-typography-call-requests-and-marks.md).
 */
export function ToolList({ tools }: { tools: Tool[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tools.map(({ name, logo }) => (
        <li
          key={name}
          className="flex min-h-12 items-center gap-3 rounded-control border border-ink-200 bg-white px-4 py-3 font-bold tracking-tight text-ink-800"
        >
          {logo && (
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6 shrink-0">
              <path d={logo.path} fill={`#${logo.hex}`} />
            </svg>
          )}
          {name}
        </li>
      ))}
    </ul>
  );
}
