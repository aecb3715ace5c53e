/**
 * The example sites' pictures, drawn in SVG in their palettes: no photographs to download, and
 * nothing a reader needs (every one is decorative).
 */

type Drawing = { className?: string };

/** A heart-shaped linden leaf around (0, 0), tip down, about 50 units tall. */
const LEAF = "M0-18C-8-30-28-24-24-6-21 8-8 16 0 26 8 16 21 8 24-6 28-24 8-30 0-18Z";

export function LindenMark({ className }: Drawing) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <circle cx="20" cy="20" r="20" className="fill-amber-300" />
      <path d={LEAF} transform="translate(20 19) scale(.55)" className="fill-rose-950" />
      <path d="M20 12v15" strokeWidth="1.5" strokeLinecap="round" className="stroke-amber-300" />
    </svg>
  );
}

/** Svíčková on a plate, cutlery beside it and a linden sprig. */
export function PlateIllustration({ className }: Drawing) {
  return (
    <svg aria-hidden="true" viewBox="0 0 360 320" className={className}>
      <ellipse cx="180" cy="298" rx="128" ry="12" className="fill-black/25" />
      <circle cx="180" cy="160" r="128" className="fill-amber-50" />
      <circle cx="180" cy="160" r="98" fill="none" strokeWidth="2" className="stroke-amber-200" />
      <path d="M104 172c4-42 50-66 96-60s66 40 56 72-54 52-96 44-60-26-56-56Z" className="fill-orange-300" />
      <path
        d="M136 150c14-16 52-18 70-4 6 6 2 14-10 16-20 4-42 2-56-2-8-2-8-6-4-10Z"
        className="fill-amber-900"
      />
      <path
        d="M146 166c14-10 44-10 58 0 4 4 0 8-8 9-16 2-32 1-44-2-8-2-9-4-6-7Z"
        className="fill-amber-800"
      />
      {[
        [138, 200],
        [184, 210],
        [230, 196],
      ].map(([cx, cy]) => (
        <g key={cx}>
          <ellipse
            cx={cx}
            cy={cy}
            rx="27"
            ry="18"
            strokeWidth="2"
            className="fill-amber-100 stroke-amber-200"
          />
          <circle cx={(cx ?? 0) - 8} cy={(cy ?? 0) - 3} r="2.5" className="fill-amber-200" />
          <circle cx={(cx ?? 0) + 7} cy={(cy ?? 0) + 4} r="2.5" className="fill-amber-200" />
          <circle cx={(cx ?? 0) + 2} cy={(cy ?? 0) - 8} r="2" className="fill-amber-200" />
        </g>
      ))}
      <path d="M196 128c0-12 26-14 30-2 3 10-8 16-16 14-8 0-14-4-14-12Z" className="fill-white" />
      <circle cx="232" cy="138" r="12" strokeWidth="3" className="fill-yellow-200 stroke-yellow-400" />
      {[
        [204, 122],
        [214, 128],
        [206, 133],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="5.5" className="fill-rose-700" />
      ))}
      <g className="fill-amber-200/80">
        <rect x="14" y="58" width="4" height="46" rx="2" />
        <rect x="23" y="58" width="4" height="46" rx="2" />
        <rect x="32" y="58" width="4" height="46" rx="2" />
        <rect x="14" y="96" width="22" height="22" rx="9" />
        <rect x="20" y="112" width="10" height="156" rx="5" />
        <path d="M336 58c12 18 14 62 4 94h-12V62c0-4 6-8 8-4Z" />
        <rect x="328" y="148" width="11" height="120" rx="5.5" />
      </g>
      <g transform="translate(84 84) rotate(-30)">
        <path d="M0 30V-34" strokeWidth="3" strokeLinecap="round" fill="none" className="stroke-green-900" />
        <path d={LEAF} transform="translate(-20 -10) rotate(-40) scale(.9)" className="fill-green-700" />
        <path d={LEAF} transform="translate(20 -24) rotate(35) scale(.8)" className="fill-green-600" />
        <path d={LEAF} transform="translate(0 -50) scale(.7)" className="fill-green-700" />
      </g>
    </svg>
  );
}

export function MugMark({ className }: Drawing) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <circle cx="20" cy="20" r="20" className="fill-blue-700" />
      <path d="M10 15h16v8a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6Z" className="fill-white" />
      <path d="M26 17h2a3.5 3.5 0 0 1 0 7h-2" fill="none" strokeWidth="2.5" className="stroke-white" />
      <path
        d="M15 11c-1.5-1.5 1.5-2.5 0-4M21 11c-1.5-1.5 1.5-2.5 0-4"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        className="stroke-amber-200"
      />
    </svg>
  );
}

/** The blue mug with white dots, steaming on its saucer, a few beans around. */
export function MugIllustration({ className }: Drawing) {
  return (
    <svg aria-hidden="true" viewBox="0 0 360 340" className={className}>
      <path
        d="M62 88C104 22 214 8 286 52s74 140 40 202-138 86-214 58S20 154 62 88Z"
        className="fill-amber-200"
      />
      <ellipse cx="176" cy="282" rx="116" ry="22" className="fill-white" />
      <ellipse cx="176" cy="280" rx="76" ry="12" className="fill-sky-100" />
      <path d="M252 150h12a32 32 0 0 1 0 64h-12" fill="none" strokeWidth="18" className="stroke-blue-600" />
      <path d="M100 128h152v92a58 58 0 0 1-58 58h-36a58 58 0 0 1-58-58Z" className="fill-blue-600" />
      <g className="fill-white/75">
        {[
          [124, 160],
          [160, 150],
          [198, 164],
          [232, 150],
          [140, 200],
          [180, 196],
          [220, 206],
          [160, 240],
          [204, 246],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6" />
        ))}
      </g>
      <ellipse cx="176" cy="128" rx="76" ry="15" className="fill-blue-800" />
      <ellipse cx="176" cy="129" rx="64" ry="10" className="fill-amber-800" />
      <path
        d="M176 136c-10-6-16-10-12-14 3-3 8-1 12 3 4-4 9-6 12-3 4 4-2 8-12 14Z"
        className="fill-amber-100"
      />
      <g fill="none" strokeWidth="6" strokeLinecap="round" className="stroke-blue-300">
        <path d="M146 98c-12-14 12-22 0-38s12-24 0-38" />
        <path d="M178 92c-12-14 12-22 0-38s12-24 0-38" />
        <path d="M210 98c-12-14 12-22 0-38" />
      </g>
      {[
        [52, 262, -30],
        [296, 92, 40],
        [318, 250, 10],
        [70, 150, 70],
      ].map(([x, y, angle]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y}) rotate(${angle})`}>
          <ellipse rx="13" ry="9" className="fill-amber-900" />
          <path d="M-10 0c6-4 14 4 20 0" fill="none" strokeWidth="2" className="stroke-amber-600" />
        </g>
      ))}
    </svg>
  );
}

/** A spruce: its tip at (0, 0), its trunk ending at about (0, 92). */
const SPRUCE = "M0 0-14 30h8L-18 56h8L-24 84H-3v8h6v-8H24L10 56h8L6 30h8Z";

export function SpruceMark({ className }: Drawing) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <rect width="40" height="40" rx="10" className="fill-emerald-900" />
      <path d={SPRUCE} transform="translate(20 6) scale(.3)" className="fill-amber-100" />
    </svg>
  );
}

/** Mountains in layers, the sun above them, a spruce forest and the guesthouse with a lit window. */
export function MountainLandscape({ className }: Drawing) {
  const trees: [number, number, number][] = [
    [40, 262, 1.1],
    [96, 280, 0.9],
    [150, 250, 1.3],
    [210, 290, 0.8],
    [260, 270, 1],
    [1180, 262, 1.2],
    [1236, 284, 0.9],
    [1290, 250, 1.4],
    [1350, 276, 1],
    [1404, 258, 1.2],
    [420, 290, 0.9],
    [472, 272, 1.1],
    [540, 296, 0.8],
    [880, 300, 0.8],
    [930, 292, 1],
    [1010, 298, 0.9],
  ];
  return (
    <svg aria-hidden="true" viewBox="0 0 1440 420" preserveAspectRatio="xMidYMax slice" className={className}>
      <circle cx="960" cy="110" r="54" className="fill-amber-200" />
      <path
        d="M0 300 190 150l120 90 210-160 170 130 190-120 170 140 170-110 220 150v150H0Z"
        className="fill-emerald-800/25"
      />
      <path d="m520 80-46 35 24-4 22 14 20-16 26 4Z" className="fill-white/90" />
      <path d="m880 110-40 32 22-4 18 12 18-12 24 4Z" className="fill-white/90" />
      <path
        d="M0 320c160-70 300-90 460-50s300 60 480 0 330-70 500-10v160H0Z"
        className="fill-emerald-700/60"
      />
      <g transform="translate(640 250)">
        <path d="M0 40 56 0l56 40Z" className="fill-emerald-950" />
        <rect x="10" y="38" width="92" height="56" className="fill-amber-700" />
        <rect x="26" y="54" width="18" height="18" rx="2" className="fill-amber-300" />
        <rect x="66" y="54" width="18" height="18" rx="2" className="fill-amber-300" />
        <path d="M10 38h92" strokeWidth="4" className="stroke-emerald-950" />
      </g>
      <path d="M0 360c200-50 380-60 560-20s420 50 620 0 260-40 260-40v120H0Z" className="fill-emerald-900" />
      <g className="fill-emerald-950">
        {trees.map(([x, y, scale]) => (
          <path key={`${x}-${y}`} d={SPRUCE} transform={`translate(${x} ${y}) scale(${scale})`} />
        ))}
      </g>
    </svg>
  );
}

/** Open scissors over a lock of hair, in thin lines. */
export function ScissorsIllustration({ className }: Drawing) {
  return (
    <svg aria-hidden="true" viewBox="0 0 360 360" fill="none" className={className}>
      <g strokeWidth="1.5" className="stroke-pink-300/50">
        <path d="M20 70c80-40 120 60 200 30s110-60 130 10" />
        <path d="M20 90c80-40 120 60 200 30s110-60 130 10" />
        <path d="M20 110c80-40 120 60 200 30s110-60 130 10" />
        <path d="M20 130c80-40 120 60 200 30s110-60 130 10" />
      </g>
      <g strokeWidth="3" strokeLinejoin="round" className="stroke-pink-200">
        <circle cx="104" cy="270" r="34" />
        <circle cx="186" cy="300" r="34" />
        <path d="M131 250 316 111c-42 50-84 84-132 115l-42 32Z" />
        <path d="M182 266 157 57c22 52 34 104 35 159l2 50Z" />
      </g>
      <circle cx="176" cy="216" r="5" className="fill-pink-200" />
      <g strokeWidth="2" strokeLinecap="round" className="stroke-pink-300/70">
        <path d="M240 320h100" />
        <path d="M248 320v-22M260 320v-22M272 320v-22M284 320v-22M296 320v-22M308 320v-22M320 320v-22M332 320v-22" />
      </g>
    </svg>
  );
}

export function ScissorsMark({ className }: Drawing) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" fill="none" className={className}>
      <circle cx="20" cy="20" r="19" strokeWidth="1.5" className="stroke-pink-200" />
      <g strokeWidth="1.8" strokeLinecap="round" className="stroke-pink-200">
        <circle cx="14" cy="27" r="3.5" />
        <circle cx="24" cy="28.5" r="3.5" />
        <path d="m16.5 24.5 11-13M21.5 25.5l-7-13" />
      </g>
    </svg>
  );
}
