// Browser speech synthesis (docs/behaviour/07-api.md and 09-constants.md): Spanish voice, language es-ES, rate 0.8.

const SPEECH_LANG = "es-ES";
const SPEECH_RATE = 0.8;

function isSpeechSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "speechSynthesis" in window &&
    typeof window.SpeechSynthesisUtterance === "function"
  );
}

function spanishVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices?.() ?? [];
  return (
    voices.find((v) => v.lang === SPEECH_LANG) ?? voices.find((v) => v.lang.toLowerCase().startsWith("es"))
  );
}

/** Reads the text aloud (stopping anything being read). Returns false when the browser cannot speak. */
export function speak(text: string, onEnd?: () => void): boolean {
  if (!isSpeechSupported()) return false;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANG;
  utterance.rate = SPEECH_RATE;
  const voice = spanishVoice();
  if (voice) utterance.voice = voice;
  if (onEnd) {
    utterance.onend = onEnd;
    utterance.onerror = onEnd;
  }
  synth.speak(utterance);
  return true;
}

export function stopSpeaking(): void {
  if (isSpeechSupported()) window.speechSynthesis.cancel();
}
