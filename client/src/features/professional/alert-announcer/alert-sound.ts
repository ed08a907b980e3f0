import { readStorage, writeStorage } from "@/lib/storage";

const SOUND_KEY = "acompana.alertSound";

export function isSoundOn(): boolean {
  return readStorage(SOUND_KEY) !== "off";
}

export function saveSoundOn(isOn: boolean): void {
  writeStorage(SOUND_KEY, isOn ? "on" : "off");
}

let context: AudioContext | null = null;

/** Two short soft tones (about half a second): noticeable at a desk without being an alarm. */
export function playAlertChime(): void {
  try {
    const Ctor = window.AudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const start = context.currentTime;
    [880, 660].forEach((frequency, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.type = "sine";
      osc.frequency.value = frequency;
      const at = start + i * 0.25;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
      osc.connect(gain).connect(context!.destination);
      osc.start(at);
      osc.stop(at + 0.24);
    });
  } catch {
    // No audio (blocked before any interaction, or unsupported): the banner and title still announce it.
  }
}
