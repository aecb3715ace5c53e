import type { Tool } from "~/content/types";

/** The tools a service connects: brand marks where Simple Icons has one, the name beside each. */
export function ToolList({ tools }: { tools: Tool[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tools.map(({ name, logo }) => {
        return (
          <li
            key={name}
            className="flex items-center gap-3 rounded-control border border-ink-200 bg-white px-4 py-3 font-semibold text-ink-800"
          >
            {logo ? (
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6 shrink-0">
                <path d={logo.path} fill={`#${logo.hex}`} />
              </svg>
            ) : (
              <span
                aria-hidden="true"
                className="grid size-6 shrink-0 place-items-center rounded-md bg-ink-100 text-xs font-bold text-ink-600"
              >
                {name.charAt(0)}
              </span>
            )}
            {name}
          </li>
        );
      })}
    </ul>
  );
}
