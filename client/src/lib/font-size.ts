import { DEFAULT_FONT_SIZE, type FontSize, parseFontSize } from "@shared/domain/client-storage";
import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "./storage";

const FONT_SIZE_STORAGE_KEY = "fontSize";

/** docs/behaviour/04-states.md: loaded from storage if valid, else medium. */
function readStoredFontSize(): FontSize {
  return parseFontSize(readStorage(FONT_SIZE_STORAGE_KEY)) ?? DEFAULT_FONT_SIZE;
}

function applyFontSize(size: FontSize): void {
  document.documentElement.setAttribute("data-font-size", size);
}

let current: FontSize | null = null;
const listeners = new Set<() => void>();

function getFontSize(): FontSize {
  if (current === null) current = readStoredFontSize();
  return current;
}

/** Saves and applies a text size; anything but the four known sizes is ignored. */
export function setFontSize(size: string): void {
  const valid = parseFontSize(size);
  if (!valid) return;
  current = valid;
  writeStorage(FONT_SIZE_STORAGE_KEY, valid);
  applyFontSize(valid);
  for (const listener of listeners) listener();
}

/** Reads the stored size (once) and applies it to the document root. */
export function initFontSize(): FontSize {
  current = readStoredFontSize();
  applyFontSize(current);
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFontSize(): [FontSize, (size: string) => void] {
  const size = useSyncExternalStore(subscribe, getFontSize, getFontSize);
  return [size, setFontSize];
}
