import { describe, expect, it } from "vitest";
import {
  crossedAnnouncement,
  extendCountdown,
  extraSecondsFor,
  isCountdownOver,
  isCountdownPaused,
  pauseCountdown,
  remainingMs,
  remainingSeconds,
  resumeCountdown,
  spokenSeconds,
  startCountdown,
} from "./countdown";

const T0 = 1_700_000_000_000;

describe("countdown: time left from `now`", () => {
  it("counts down from the start and shows whole seconds rounded up", () => {
    const c = startCountdown(12, T0);
    expect(remainingSeconds(c, T0)).toBe(12);
    expect(remainingSeconds(c, T0 + 1)).toBe(12);
    expect(remainingSeconds(c, T0 + 999)).toBe(12);
    expect(remainingSeconds(c, T0 + 1_000)).toBe(11);
    expect(remainingSeconds(c, T0 + 11_001)).toBe(1);
    expect(isCountdownOver(c, T0 + 11_999)).toBe(false);
    expect(isCountdownOver(c, T0 + 12_000)).toBe(true);
    expect(remainingMs(c, T0 + 50_000)).toBe(0);
  });

  it("a clock that goes backwards never adds time", () => {
    expect(remainingMs(startCountdown(5, T0), T0 - 3_000)).toBe(5_000);
  });

  it("pause freezes the time left however long it lasts; resume goes on from there", () => {
    const paused = pauseCountdown(startCountdown(30, T0), T0 + 4_500);
    expect(isCountdownPaused(paused)).toBe(true);
    expect(remainingMs(paused, T0 + 4_500)).toBe(25_500);
    expect(remainingMs(paused, T0 + 3_600_000)).toBe(25_500);
    const resumed = resumeCountdown(paused, T0 + 100_000);
    expect(isCountdownPaused(resumed)).toBe(false);
    expect(remainingMs(resumed, T0 + 100_000)).toBe(25_500);
    expect(remainingMs(resumed, T0 + 125_499)).toBe(1);
    expect(isCountdownOver(resumed, T0 + 125_500)).toBe(true);
  });

  it("pausing twice or resuming a running countdown changes nothing", () => {
    const c = startCountdown(10, T0);
    expect(resumeCountdown(c, T0 + 5_000)).toBe(c);
    const paused = pauseCountdown(c, T0 + 2_000);
    expect(pauseCountdown(paused, T0 + 9_000)).toBe(paused);
  });

  it("several pauses add up", () => {
    let c = startCountdown(20, T0);
    c = pauseCountdown(c, T0 + 3_000);
    c = resumeCountdown(c, T0 + 10_000);
    c = pauseCountdown(c, T0 + 12_000);
    c = resumeCountdown(c, T0 + 60_000);
    expect(remainingMs(c, T0 + 60_000)).toBe(15_000);
  });

  it("a pause after the end keeps it at 0", () => {
    const paused = pauseCountdown(startCountdown(5, T0), T0 + 9_000);
    expect(remainingMs(paused, T0 + 9_000)).toBe(0);
    expect(remainingMs(resumeCountdown(paused, T0 + 10_000), T0 + 10_000)).toBe(0);
  });

  it("'Más tiempo' adds to the time left, running or paused", () => {
    const running = extendCountdown(startCountdown(30, T0), 30, T0 + 29_000);
    expect(remainingSeconds(running, T0 + 29_000)).toBe(31);
    const paused = pauseCountdown(startCountdown(8, T0), T0 + 7_999);
    const extended = extendCountdown(paused, 30, T0 + 20_000);
    expect(remainingMs(extended, T0 + 40_000)).toBe(30_001);
  });

  it("an ended countdown cannot be extended, and nothing or less than nothing is not added", () => {
    const c = startCountdown(5, T0);
    expect(extendCountdown(c, 30, T0 + 5_000)).toBe(c);
    expect(extendCountdown(c, 0, T0)).toBe(c);
    expect(extendCountdown(c, -10, T0)).toBe(c);
  });
});

describe("how much 'Más tiempo' adds", () => {
  it("the phase's own length, never less than 30 s (WCAG 2.2.1 asks for at least 20 s)", () => {
    expect(extraSecondsFor(5)).toBe(30);
    expect(extraSecondsFor(15)).toBe(30);
    expect(extraSecondsFor(30)).toBe(30);
    expect(extraSecondsFor(31)).toBe(31);
    expect(extraSecondsFor(120)).toBe(120);
  });
});

describe("what a screen reader is told", () => {
  it("only when 60, 30 or 10 s are left, not every second", () => {
    expect(crossedAnnouncement(61, 60)).toBe(60);
    expect(crossedAnnouncement(60, 59)).toBeNull();
    expect(crossedAnnouncement(31, 30)).toBe(30);
    expect(crossedAnnouncement(11, 10)).toBe(10);
    expect(crossedAnnouncement(10, 9)).toBeNull();
    expect(crossedAnnouncement(12, 11)).toBeNull();
  });

  it("the lowest mark when several pass at once; nothing at 0 or when time grows", () => {
    expect(crossedAnnouncement(70, 9)).toBe(10);
    expect(crossedAnnouncement(5, 0)).toBeNull();
    expect(crossedAnnouncement(12, 0)).toBeNull();
    expect(crossedAnnouncement(9, 39)).toBeNull();
    expect(crossedAnnouncement(10, 10)).toBeNull();
  });

  it("says the time in words", () => {
    expect(spokenSeconds(1)).toBe("1 segundo");
    expect(spokenSeconds(30)).toBe("30 segundos");
    expect(spokenSeconds(60)).toBe("1 minuto");
    expect(spokenSeconds(61)).toBe("1 minuto y 1 segundo");
    expect(spokenSeconds(125)).toBe("2 minutos y 5 segundos");
  });
});
