import type { Page } from "../support/fixtures";
import type { FontSizeOption } from "../support/helpers";

// The sweep's geometry check of the older person's screens, one page.evaluate per viewport and text size (set on
// <html> directly: the engines already went through the gear dialog). Every control is brought into view as the
// keyboard's focus would, then measured against the sticky help bar; what must be in view on arrival is checked from
// the top; every target's size and the page's width.

/** Nothing of the older person may end closer than this above the help bar, or under it (WCAG 2.5.8 spacing). */
export const HELP_BAR_CLEARANCE_PX = 16;

/** The smallest target on any older person's screen at any viewport (the 64-px rule is checked at desktop width). */
export const MIN_TARGET_PX = 44;

export type GeometryOptions = {
  /** Controls that must be wholly in view above the help bar on arrival, without scrolling (CSS selectors). */
  inViewOnArrival?: readonly string[];
  /** Only the page's width (a phone's 390 px, where the rest is not asked). */
  isWidthOnly?: boolean;
};

/**
 * Sets the text size and lists what breaks the layout rules at the current viewport, as lines for a soft assertion.
 * On a screen without the help bar (logged out) only the sizes and the width are checked; with a modal dialog open,
 * its own controls.
 */
export async function geometryProblems(page: Page, size: FontSizeOption, options: GeometryOptions = {}): Promise<string[]> {
  return page.evaluate(
    async ({ size, clearance, minTarget, inViewOnArrival, isWidthOnly }) => {
      const root = document.documentElement;
      root.setAttribute("data-font-size", size);
      const bar = document.getElementById("help-bar");
      const composer = document.querySelector<HTMLElement>(".sticky-composer");
      const published = (name: string) => Number.parseFloat(getComputedStyle(root).getPropertyValue(name)) || 0;
      // The heights the layout depends on are published by ResizeObservers (use-published-height.ts) in the
      // rendering step after a size or viewport change. A fresh observer's first report comes in that step after
      // theirs (not on requestAnimationFrame, which the recall states' fake clock replaces): wait for steps until
      // every published height is the element's.
      const isSettled = () =>
        (!bar || published("--help-bar-height") === bar.offsetHeight) &&
        (!composer || published("--chat-composer-height") === composer.offsetHeight);
      const renderingStep = () =>
        new Promise<void>((done) => {
          const observer = new ResizeObserver(() => {
            observer.disconnect();
            done();
          });
          observer.observe(root);
        });
      const found: string[] = [];
      for (let step = 0; !isSettled(); step += 1) {
        if (step === 10) {
          found.push(`the help bar's height is not published: ${published("--help-bar-height")}px, is ${bar?.offsetHeight}px`);
          break;
        }
        await renderingStep();
      }

      const viewport = { width: root.clientWidth, height: window.innerHeight };
      if (root.scrollWidth > viewport.width) found.push(`the page scrolls sideways: ${root.scrollWidth}px wide`);
      for (const open of document.querySelectorAll("[role='dialog'], [role='alertdialog']")) {
        const excess = open.scrollWidth - open.clientWidth;
        if (excess > 0) found.push(`a dialog's content is ${excess}px wider than the dialog`);
      }
      if (isWidthOnly) return found;

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
      // 'Ayuda profesional' wholly in view and drawn on top (five points inside its rounded corners), at the top of
      // the page and scrolled to its very end.
      const help = bar.querySelector<HTMLElement>("button");
      const checkHelp = (when: string) => {
        if (!help) return found.push("no button in the help bar");
        const r = help.getBoundingClientRect();
        if (r.top < 0 || r.left < 0 || r.bottom > viewport.height + 0.5 || r.right > viewport.width + 0.5) {
          found.push(`'Ayuda profesional' not wholly in view ${when}: ${Math.round(r.top)}-${Math.round(r.bottom)}`);
        }
        const [dx, dy] = [r.width * 0.2, r.height * 0.2];
        const points = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + dx, r.top + dy],
          [r.right - dx, r.top + dy],
          [r.left + dx, r.bottom - dy],
          [r.right - dx, r.bottom - dy],
        ];
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          if (hit && !help.contains(hit)) found.push(`'Ayuda profesional' covered ${when} by ${describe(hit)}`);
        }
      };
      window.scrollTo(0, 0);
      checkHelp("at the top");
      window.scrollTo(0, root.scrollHeight);
      checkHelp("scrolled to the end");
      if (inViewOnArrival.length > 0) window.scrollTo(0, 0);
      for (const wanted of inViewOnArrival) {
        const matches = document.querySelectorAll<HTMLElement>(wanted);
        if (matches.length === 0) found.push(`nothing matches ${wanted}`);
        for (const element of matches) {
          const rect = face(element).getBoundingClientRect();
          const limit = barTop() - clearance;
          if (rect.top < 0 || rect.bottom > limit + 0.5) {
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
    {
      size: size.value,
      clearance: HELP_BAR_CLEARANCE_PX,
      minTarget: MIN_TARGET_PX,
      inViewOnArrival: options.inViewOnArrival ?? [],
      isWidthOnly: options.isWidthOnly ?? false,
    },
  );
}
