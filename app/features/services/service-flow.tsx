import type { LucideIcon } from "lucide-react";
import Bell from "lucide-react/icons/bell-ring";
import Bot from "lucide-react/icons/bot";
import CalendarCheck from "lucide-react/icons/calendar-check";
import ChartColumn from "lucide-react/icons/chart-column";
import Database from "lucide-react/icons/database";
import FileText from "lucide-react/icons/file-text";
import Inbox from "lucide-react/icons/inbox";
import MessageSquare from "lucide-react/icons/message-square";
import Send from "lucide-react/icons/send";
import Sparkles from "lucide-react/icons/sparkles";
import Users from "lucide-react/icons/users";
import type { ServiceSlug } from "~/domain/services";

/** Each service's flow in four stations, from what comes in to what the business gets. */
const stations: Record<ServiceSlug, [LucideIcon, LucideIcon, LucideIcon, LucideIcon]> = {
  outreach: [Users, Sparkles, Send, CalendarCheck],
  automation: [Inbox, Database, FileText, ChartColumn],
  assistant: [MessageSquare, Bot, CalendarCheck, Bell],
  rezervace: [CalendarCheck, Bell, Users, ChartColumn],
};

/** Top-left corners of the four 64 px tiles on the 360 x 300 canvas: a zigzag, top to bottom. */
const tiles = [
  [24, 20],
  [272, 56],
  [48, 152],
  [272, 216],
] as const;

/** The line through the tiles' centres; dashes run along it while motion is allowed. */
const route = "M56 52C180 52 180 88 304 88C304 150 80 130 80 184C80 236 200 248 304 248";

/** A picture of the service's flow beside the hero text: decorative, its story is in the text. */
export function ServiceFlow({ slug }: { slug: ServiceSlug }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 360 300" className="w-full max-w-md">
      <path d={route} fill="none" className="stroke-white/15" strokeWidth="2" />
      <path
        d={route}
        fill="none"
        className="stroke-brand-300 motion-safe:animate-flow-dash"
        strokeWidth="2"
        strokeDasharray="6 10"
        strokeLinecap="round"
      />
      {stations[slug].map((Glyph, index) => {
        const [x, y] = tiles[index] ?? [0, 0];
        const last = index === tiles.length - 1;
        return (
          <g key={Glyph.displayName ?? index}>
            <rect
              x={x}
              y={y}
              width="64"
              height="64"
              rx="18"
              className={last ? "fill-accent-400" : "fill-ink-800 stroke-white/15"}
            />
            <Glyph
              x={x + 18}
              y={y + 18}
              width={28}
              height={28}
              strokeWidth={1.75}
              className={last ? "text-ink" : "text-brand-200"}
            />
          </g>
        );
      })}
    </svg>
  );
}
