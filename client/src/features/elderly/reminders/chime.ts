// A soft two-note chime before a reminder is read aloud (Web Audio; silent where unavailable or blocked).

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

/** Plays the chime and resolves when it has finished (at once when the browser cannot play it). */
export function playChime(): Promise<void> {
  const Ctx = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
  if (!Ctx) return Promise.resolve();
  try {
    const ctx = new Ctx();
    const notes = [659.25, 880]; // E5 then A5: gentle, not an alarm
    notes.forEach((frequency, i) => {
      const start = ctx.currentTime + i * 0.45;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.05);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.8);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 0.85);
    });
    return new Promise((resolve) =>
      setTimeout(() => {
        void ctx.close().catch(() => undefined);
        resolve();
      }, 1400),
    );
  } catch {
    return Promise.resolve();
  }
}
