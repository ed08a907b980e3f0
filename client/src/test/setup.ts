import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import { resetNoTimeLimitCache } from "@/lib/time-limit";

// Role shells and pages load lazily; on a busy 2-core CI machine the first import can take over 1 s.
configure({ asyncUtilTimeout: 10_000 });

// Radix primitives (Select, Dialog, Tooltip) use browser APIs that jsdom lacks.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
}
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
}
if (!Element.prototype.releasePointerCapture) {
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
if (!("ResizeObserver" in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, "ResizeObserver", { value: ResizeObserverStub, writable: true });
}

function clearCookies(): void {
  for (const entry of document.cookie.split("; ")) {
    const name = entry.split("=")[0];
    // test isolation of the sidebar cookie.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  window.localStorage.clear();
  resetNoTimeLimitCache();
  clearCookies();
  document.documentElement.removeAttribute("data-font-size");
});

afterEach(() => {
  cleanup();
  resetToasts();
});
