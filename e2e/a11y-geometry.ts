import type { Page } from "./fixtures";

// The sweep's geometry check of the older person's screens, in one page.evaluate per state and viewport: every
// control is brought into view as the keyboard's focus (or a finger's scroll to it) would, then measured against the
// sticky help bar; the chat's message box is checked on arrival; and every target's size and the page's width.

/** Nothing of the older person may end closer than this above the help bar, or under it (WCAG 2.5.8 spacing). */
export const HELP_BAR_CLEARANCE_PX = 16;

/** The smallest target on any older person's screen at any viewport (the 64-px rule is checked at desktop width). */
export const MIN_TARGET_PX = 44;

export type GeometryOptions = {
  /** Controls that must be wholly in view above the help bar on arrival, without scrolling (CSS selectors). */
  inViewOnArrival?: readonly string[];
};

/**
 * Lists what breaks the layout rules at the current viewport, as lines for a soft assertion. On a screen without
 * the help bar (logged out) only the sizes and the width are checked; with a modal dialog open, its own controls.
 */
export async function geometryProblems(page: Page, options: GeometryOptions = {}): Promise<string[]> {
  return page.evaluate(
    async ({ clearance, minTarget, inViewOnArrival }) => {
      // After a viewport change: the help bar's published height and the layout settle within two frames.
      for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
      const found: string[] = [];
      const root = document.documentElement;
      const viewport = { width: root.clientWidth, height: window.innerHeight };
      if (root.scrollWidth > viewport.width) found.push(`the page scrolls sideways: ${root.scrollWidth}px wide`);
      for (const open of document.querySelectorAll("[role='dialog'], [role='alertdialog']")) {
        const excess = open.scrollWidth - open.clientWidth;
        if (excess > 0) found.push(`a dialog's content is ${excess}px wider than the dialog`);
      }

      const selector = [
        "a[href]",
        "button",
        "input:not([type='hidden'])",
        "select",
        "textarea",
        "[role='switch']",
        "[role='button']",
        "[role='tab']",
        "[tabindex]:not([tabindex='-1'])",
      ].join(",");
      const bar = document.getElementById("help-bar");
      const dialog = document.querySelector<HTMLElement>("[role='dialog'][aria-modal='true'], [role='alertdialog']");
      const scope: ParentNode = dialog ?? document;
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
      // What the finger presses: a hidden radio or switch is measured by its label.
      const face = (element: HTMLElement) => element.closest("label") ?? element;
      const isShown = (element: HTMLElement) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return false;
        return getComputedStyle(element).visibility !== "hidden" && !element.closest("[inert], [aria-hidden='true']");
      };
      const controls = [...scope.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => !bar?.contains(element) && !element.closest("[aria-label^='Notificaciones']"))
        .map(face)
        .filter((element, index, all) => all.indexOf(element) === index && isShown(element));

      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        // Inline links in running text are exempt (WCAG 2.5.8); every control of its own is not.
        const isInline = getComputedStyle(control).display === "inline";
        if (!isInline && (rect.width + 0.5 < minTarget || rect.height + 0.5 < minTarget)) {
          found.push(`${describe(control)} is ${Math.round(rect.width)}x${Math.round(rect.height)} (under ${minTarget} px)`);
        }
      }

      // A full-screen takeover or a dialog sits above the bar, which is then behind it or inert.
      if (!bar || dialog || !isShown(bar)) return found;
      const barTop = () => bar.getBoundingClientRect().top;
      const startX = window.scrollX;
      const startY = window.scrollY;
      if (inViewOnArrival.length > 0) window.scrollTo(0, 0);
      for (const wanted of inViewOnArrival) {
        for (const element of document.querySelectorAll<HTMLElement>(wanted)) {
          const rect = face(element).getBoundingClientRect();
          const limit = barTop() - clearance;
          if (rect.top < 0 || rect.bottom > limit) {
            found.push(`${describe(element)} not in view on arrival: ${Math.round(rect.top)}-${Math.round(rect.bottom)}, bar at ${Math.round(barTop())}`);
          }
        }
      }
      // Each control as the focus brings it into view (the root's scroll-padding applies), then measured.
      for (const control of controls) {
        if (getComputedStyle(control).position === "fixed") continue;
        control.scrollIntoView({ block: "nearest", inline: "nearest" });
        const rect = control.getBoundingClientRect();
        // Taller than the room above the bar (a conversation's scroll box): it cannot rest clear of it.
        if (rect.height > barTop() - clearance) continue;
        const gap = barTop() - rect.bottom;
        // Sub-pixel layout: up to half a pixel short of the clearance still counts as clear.
        if (gap + 0.5 < clearance) found.push(`${describe(control)} ends ${Math.round(gap)} px above the help bar`);
      }
      window.scrollTo(startX, startY);
      return found;
    },
    { clearance: HELP_BAR_CLEARANCE_PX, minTarget: MIN_TARGET_PX, inViewOnArrival: options.inViewOnArrival ?? [] },
  );
}
