import { Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { speak, stopSpeaking } from "./speech";
import { Button, type ButtonSize } from "./ui/button";
import { toast } from "./ui/use-toast";

type Props = {
  text: string;
  /** Id of the element that holds the text, so the button says what it reads. */
  describedBy?: string;
  size?: ButtonSize;
  className?: string;
};

/** 'Leer en voz alta' (never speaks by itself); while reading, the same button stops it. */
export function ReadAloudButton({ text, describedBy, size = "lg", className }: Props) {
  const [isSpeaking, setIsSpeaking] = useState(false);
  const isMountedRef = useRef(true);
  const isSpeakingRef = useRef(false);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      if (isSpeakingRef.current) stopSpeaking();
    };
  }, []);

  const setSpeaking = (value: boolean) => {
    isSpeakingRef.current = value;
    if (isMountedRef.current) setIsSpeaking(value);
  };

  const onClick = () => {
    if (isSpeaking) {
      stopSpeaking();
      setSpeaking(false);
      return;
    }
    const isStarted = speak(text, () => setSpeaking(false));
    if (!isStarted) {
      toast({ title: "TTS no disponible", description: "El navegador no soporta lectura en voz alta" });
      return;
    }
    setSpeaking(true);
  };

  const Icon = isSpeaking ? Square : Volume2;
  return (
    <Button
      variant="secondary"
      size={size}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cn("self-start", className)}
    >
      <Icon aria-hidden="true" className="h-7 w-7" />
      {isSpeaking ? "Parar lectura" : "Leer en voz alta"}
    </Button>
  );
}
