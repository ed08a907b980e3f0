import type { Page } from "../support/fixtures";
import type { FontSizeOption } from "../support/helpers";

// One row of the accessibility sweep's table: a screen in one state, how to reach it, and which checks
// apply to it besides the two engines.

export type Role = "logged out" | "older person" | "family" | "staff";

export type ScreenState = {
  name: string;
  role: Role;
  /** From a fresh page (the run's enrolled tablet, nobody signed in) to the state, settled. */
  open: (page: Page) => Promise<void>;
  /** How the text size is changed on this state; by default the gear dialog, as a person would. */
  setSize?: (page: Page, size: FontSizeOption) => Promise<void>;
  /** After each size change: reopens an overlay the gear sits under, or waits until the screen is settled. */
  show?: (page: Page) => Promise<void>;
  /** Before the next size change: closes that overlay without saving anything. */
  hide?: (page: Page) => Promise<void>;
  /**
   * Older person's screens (docs/behaviour/12-client.md#accessibility): 7:1 text, 64-px targets, nothing moving at
   * desktop width; then the geometry at both tablet orientations, 390 and 320 px (a11y-geometry.ts).
   */
  isElderly?: boolean;
  /** Older person's screens: what must be wholly in view above the help bar on arrival, on both tablets. */
  inViewOnArrival?: readonly string[];
  /** Staff screens: the engines and no sideways scrolling at 320 px instead of desktop width. */
  isNarrow?: boolean;
  /** Widths (px) at which nothing may scroll sideways (WCAG 1.4.10), checked after the engines at desktop width. */
  reflow?: readonly number[];
  /** Family screens: the engines at 360 px and at desktop width, no sideways scrolling at 360 px. */
  bothWidths?: { ready: (page: Page) => Promise<void> };
  /** A further check of this state at each size. */
  extra?: (page: Page, size: FontSizeOption) => Promise<void>;
};

/** Reflow (WCAG 1.4.10): a phone's 390 px and 320 px. */
export const REFLOW_WIDTHS = [390, 320] as const;
