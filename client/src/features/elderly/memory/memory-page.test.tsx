import { createRng, generateExercise, type PairsCardsExercise } from "@shared/domain/memory";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const SEED = 12345;
const expectedNumber = () => generateExercise("numbers", "easy", createRng(SEED)).content;

beforeAll(() => Promise.all([warmElderlyShell(), import("./memory-page")]));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
    if (array instanceof Uint32Array) array[0] = SEED;
    return array;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const score = () => within(screen.getByRole("region", { name: "Su marcador" }));

async function open(routes = {}) {
  const fake = signInCarmen({ "POST /api/activities": { status: 201, body: {} }, ...routes });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp("/memory-exercises");
  await screen.findByRole("heading", { level: 1, name: "Ejercicios Memoria" }, FIRST_PAINT);
  return { ...fake, user };
}

describe("memory exercises", () => {
  it("memorize (12 s) -> recall (30 s) -> checked automatically at 0 -> result, and records it", async () => {
    const { user, calls } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    expect(screen.getByRole("heading", { level: 2, name: "Números: memorice" })).toHaveFocus();
    expect(screen.getByRole("timer")).toHaveTextContent(/: 12 s/);
    expect(screen.getByText(expectedNumber())).toBeInTheDocument();
    await tick(11_000);
    expect(screen.getByRole("timer")).toHaveTextContent(/: 1 s/);
    await tick(1_000);
    expect(screen.getByRole("heading", { level: 2, name: "Números: responda" })).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/: 30 s/);
    expect(screen.queryByText(expectedNumber())).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Número que ha visto" }), expectedNumber());
    await tick(30_000);
    expect(screen.getByRole("heading", { level: 2, name: "Números: resultado" })).toBeInTheDocument();
    expect(screen.getByText("¡Correcto!")).toBeInTheDocument();
    expect(score().getByText("15")).toBeInTheDocument();
    expect(score().getByText("1")).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((c) => c.url === "/api/activities")).toBe(true));
    expect(calls.find((c) => c.url === "/api/activities")?.body).toEqual({
      userId: CARMEN.id,
      activityType: "cognitive_exercise",
      description: "Ejercicio de memoria: Números, Fácil (acierto)",
      metadata: {
        exerciseType: "numbers",
        difficulty: "easy",
        correct: true,
        points: 15,
        userAnswer: expectedNumber(),
        correctAnswer: expectedNumber(),
        streak: 1,
      },
    });
  });

  it("goes on early with 'Ya lo he memorizado'; a wrong answer shows the correct one and resets the streak", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    await user.click(screen.getByRole("button", { name: "Ya lo he memorizado" }));
    await user.click(screen.getByRole("button", { name: "1" }));
    await user.click(screen.getByRole("button", { name: "Comprobar respuesta" }));
    expect(screen.getByText("Esta vez no ha sido correcto")).toBeInTheDocument();
    expect(screen.getByText(expectedNumber())).toBeInTheDocument();
    expect(score().getAllByText("0")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Volver al menú" }));
    expect(screen.getByRole("radio", { name: "Fácil" })).toBeChecked();
  });

  it("a failed activity record is only logged: the result and the score stay, nothing is announced", async () => {
    const { user, calls } = await open({ "POST /api/activities": { status: 500, body: { message: "fallo" } } });
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    await user.click(screen.getByRole("button", { name: "Ya lo he memorizado" }));
    await user.type(screen.getByRole("textbox", { name: "Número que ha visto" }), expectedNumber());
    await user.click(screen.getByRole("button", { name: "Comprobar respuesta" }));
    await vi.waitFor(() => expect(calls.some((c) => c.url === "/api/activities")).toBe(true));
    await tick(100);
    expect(screen.getByText("¡Correcto!")).toBeInTheDocument();
    expect(score().getByText("15")).toBeInTheDocument();
    expect(screen.queryByText(/fallo|No se pudo|Error/)).not.toBeInTheDocument();
  });

  it("raises the difficulty after a streak of 3", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    for (let round = 1; round <= 3; round++) {
      await user.click(screen.getByRole("button", { name: "Ya lo he memorizado" }));
      await user.type(screen.getByRole("textbox", { name: "Número que ha visto" }), expectedNumber());
      await user.click(screen.getByRole("button", { name: "Comprobar respuesta" }));
      expect(score().getByText(String(round))).toBeInTheDocument();
      if (round < 3) await user.click(screen.getByRole("button", { name: "Repetir" }));
    }
    expect(score().getByText("45")).toBeInTheDocument();
    expect(score().getByText("Medio")).toBeInTheDocument();
    expect(screen.getByText("¡Muy bien! Sube de nivel: ahora Medio.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Repetir" }));
    expect(screen.getByRole("timer")).toHaveTextContent(/: 8 s/);
  });

  it("pauses the countdown while the tab is hidden", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    await tick(2_000);
    expect(screen.getByRole("timer")).toHaveTextContent(/: 10 s/);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    await tick(5_000);
    expect(screen.getByRole("timer")).toHaveTextContent(/: 10 s \(en pausa\)/);
    visibility.mockReturnValue("visible");
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    await tick(1_000);
    expect(screen.getByRole("timer")).toHaveTextContent(/: 9 s/);
  });

  it("'Pausar' freezes the time and hides the numbers; 'Continuar' goes on; both are announced", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    await tick(2_000);
    await user.click(screen.getByRole("button", { name: "Pausar" }));
    expect(screen.getByRole("status")).toHaveTextContent("En pausa. Quedan 10 segundos.");
    expect(screen.getByRole("timer")).toHaveTextContent(/: 10 s \(en pausa\)/);
    expect(screen.queryByText(expectedNumber())).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ya lo he memorizado" })).not.toBeInTheDocument();
    await tick(60_000);
    expect(screen.getByRole("heading", { level: 2, name: "Números: memorice" })).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/: 10 s/);
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(screen.getByRole("status")).toHaveTextContent("Continúa. Quedan 10 segundos.");
    expect(screen.getByText(expectedNumber())).toBeInTheDocument();
    await tick(1_000);
    expect(screen.getByRole("timer")).toHaveTextContent(/: 9 s$/);
  });

  it("'Más tiempo' adds 30 s to memorising and the recall's own length; it works while paused", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    await user.click(screen.getByRole("button", { name: "Más tiempo (+30 s)" }));
    expect(screen.getByRole("timer")).toHaveTextContent(/: 42 s/);
    expect(screen.getByRole("status")).toHaveTextContent("Ahora quedan 42 segundos.");
    await user.click(screen.getByRole("button", { name: "Ya lo he memorizado" }));
    await user.click(screen.getByRole("button", { name: "Pausar" }));
    await user.click(screen.getByRole("button", { name: "Más tiempo (+30 s)" }));
    expect(screen.getByRole("timer")).toHaveTextContent(/: 60 s \(en pausa\)/);
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    // The typed answer survived the pause (hidden, not removed) and is checked at 0 as usual.
    await user.type(screen.getByRole("textbox", { name: "Número que ha visto" }), expectedNumber());
    await user.click(screen.getByRole("button", { name: "Pausar" }));
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(screen.getByRole("textbox", { name: "Número que ha visto" })).toHaveValue(expectedNumber());
    await tick(60_000);
    expect(screen.getByText("¡Correcto!")).toBeInTheDocument();
    // Extra time does not change the scoring of docs/behaviour/04-states.md: the exercise's 15 points and +1 streak.
    expect(score().getByText("15")).toBeInTheDocument();
  });

  it("says the time left at 10 s, not every second", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    await tick(1_000);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await tick(1_000);
    expect(screen.getByRole("status")).toHaveTextContent("Quedan 10 segundos.");
    await tick(1_000);
    expect(screen.getByRole("status")).toHaveTextContent("Quedan 10 segundos.");
  });

  it("'Sin límite de tiempo' in the gear dialog: no countdown, the buttons end each phase, same points", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Configuración de Accesibilidad" }));
    const dialog = await screen.findByRole("dialog", { name: "Configuración de Accesibilidad" });
    const toggle = within(dialog).getByRole("switch", { name: "Sin límite de tiempo" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem("memoryNoTimeLimit")).toBe("true");
    await user.click(within(dialog).getByRole("button", { name: "Listo" }));

    await user.click(screen.getByRole("button", { name: /^Números/ }));
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pausar" })).not.toBeInTheDocument();
    expect(screen.getByText(/Sin límite de tiempo: pulse «Ya lo he memorizado»/)).toBeInTheDocument();
    await tick(120_000);
    expect(screen.getByRole("heading", { level: 2, name: "Números: memorice" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ya lo he memorizado" }));
    await user.type(screen.getByRole("textbox", { name: "Número que ha visto" }), expectedNumber());
    await tick(600_000);
    expect(screen.getByRole("heading", { level: 2, name: "Números: responda" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Comprobar respuesta" }));
    expect(screen.getByText("¡Correcto!")).toBeInTheDocument();
    expect(score().getByText("15")).toBeInTheDocument();
  });

  it("switching 'Sin límite de tiempo' on mid-recall stops the clock at once; off again, it goes on", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Números/ }));
    await user.click(screen.getByRole("button", { name: "Ya lo he memorizado" }));
    await tick(5_000);
    const setUnlimited = async (isOn: boolean) => {
      await user.click(screen.getByRole("button", { name: "Configuración de Accesibilidad" }));
      const dialog = await screen.findByRole("dialog", { name: "Configuración de Accesibilidad" });
      const toggle = within(dialog).getByRole("switch", { name: "Sin límite de tiempo" });
      if ((toggle.getAttribute("aria-checked") === "true") !== isOn) await user.click(toggle);
      await user.click(within(dialog).getByRole("button", { name: "Listo" }));
    };
    await setUnlimited(true);
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    await tick(60_000);
    expect(screen.getByRole("heading", { level: 2, name: "Números: responda" })).toBeInTheDocument();
    await setUnlimited(false);
    // About 25 s: the dialog's own clicks take a moment of (advancing) time before and after the minute.
    expect(screen.getByRole("timer")).toHaveTextContent(/: 2[3-5] s$/);
    await tick(25_000);
    expect(screen.getByRole("heading", { level: 2, name: "Números: resultado" })).toBeInTheDocument();
  });

  it("card game: two cards at a time, mismatch turns back, all pairs end the game", async () => {
    const deck = (generateExercise("pairs-cards", "easy", createRng(SEED)) as PairsCardsExercise).options;
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: /^Empareja las Cartas/ }));
    expect(screen.getByRole("timer")).toHaveTextContent(/: 15 s/);
    await user.click(screen.getByRole("button", { name: "Ya lo he memorizado" }));
    const card = (position: number) =>
      screen.getByRole("button", { name: new RegExp(`^Carta ${position}[,:]`) });
    const [a] = deck;
    const b = deck.find((c) => c.pairId !== a.pairId)!;
    const c = deck.find((x) => x.id !== a.id && x.id !== b.id)!;
    await user.click(card(a.position));
    await user.click(card(b.position));
    await user.click(card(c.position));
    expect(card(a.position)).toHaveAccessibleName(`Carta ${a.position}: ${a.name}`);
    expect(card(c.position)).toHaveAccessibleName(`Carta ${c.position}, boca abajo`);
    await tick(1_500);
    expect(card(a.position)).toHaveAccessibleName(`Carta ${a.position}, boca abajo`);
    expect(card(b.position)).toHaveAccessibleName(`Carta ${b.position}, boca abajo`);

    for (const pairId of new Set(deck.map((x) => x.pairId))) {
      const [first, second] = deck.filter((x) => x.pairId === pairId);
      await user.click(card(first.position));
      await user.click(card(second.position));
      await tick(1_000);
      expect(card(first.position)).toHaveAccessibleName(
        `Carta ${first.position}: ${first.name}, pareja encontrada`,
      );
    }
    await tick(500);
    expect(screen.getByText("¡Correcto!")).toBeInTheDocument();
    expect(screen.getAllByText("3 parejas")).toHaveLength(2);
  });
});
