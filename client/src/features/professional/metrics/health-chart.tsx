import type { HealthSlice } from "./metrics-view";

// Drawn as plain SVG, like the engagement chart with HTML boxes: no charts library (docs/performance.md).
const SIZE = 200;
const RING = 16;
const GAP = 8;
const TRACK = "#e2e8f0";

/**
 * Radial chart of the health percentages (rounded, docs/behaviour/09-constants.md): one ring per indicator, outermost
 * first. The rings are decorative for screen readers; the list beside them states every percentage.
 */
export function HealthChart({ slices }: { slices: HealthSlice[] }) {
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="mx-auto w-full max-w-56"
      >
        {slices.map((slice, index) => {
          const radius = SIZE / 2 - RING / 2 - index * (RING + GAP);
          const circumference = 2 * Math.PI * radius;
          const share = Math.min(Math.max(slice.percent, 0), 100) / 100;
          return (
            <g key={slice.key} transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`} fill="none" strokeWidth={RING}>
              <circle cx={SIZE / 2} cy={SIZE / 2} r={radius} stroke={TRACK} />
              {share > 0 ? (
                <circle
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={radius}
                  stroke={slice.fill}
                  strokeLinecap="round"
                  strokeDasharray={`${share * circumference} ${circumference}`}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-col gap-3 text-lg">
        {slices.map((slice) => (
          <li key={slice.key} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-block h-4 w-4 shrink-0 rounded-full"
              style={{ backgroundColor: slice.fill }}
            />
            <span className="text-slate-900">
              {slice.label}: <strong>{slice.text}</strong>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
