import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { initFontSize, setFontSize, useFontSize } from "./font-size";
import { readStoredMunicipality, storeMunicipality } from "./municipality";
import { clearStoredUser, readStoredUser, storeUser } from "./stored-user";

describe("stored user (docs/behaviour/04-states.md)", () => {
  it("reads a valid user", () => {
    localStorage.setItem("user", JSON.stringify({ id: "u1", role: "elderly", firstName: "Carmen" }));
    expect(readStoredUser()).toMatchObject({ id: "u1", role: "elderly", firstName: "Carmen" });
  });

  it.each([
    ["invalid JSON", "{not json"],
    ["no id", JSON.stringify({ role: "family" })],
    ["no role", JSON.stringify({ id: "u1" })],
    ["an array", "[1,2]"],
  ])("removes %s", (_label, raw) => {
    localStorage.setItem("user", raw);
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("stores only objects with id and role", () => {
    expect(storeUser({ firstName: "Sin id" })).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(storeUser({ id: "u2", role: "family" })).toMatchObject({ id: "u2", role: "family" });
    expect(JSON.parse(localStorage.getItem("user") ?? "{}")).toMatchObject({ id: "u2" });
    clearStoredUser();
    expect(localStorage.getItem("user")).toBeNull();
  });
});

describe("font size (docs/behaviour/04-states.md and 09-constants.md)", () => {
  it("defaults to medium and applies it to the root", () => {
    expect(initFontSize()).toBe("medium");
    expect(document.documentElement.dataset.fontSize).toBe("medium");
  });

  it("ignores an invalid stored value", () => {
    localStorage.setItem("fontSize", "huge");
    expect(initFontSize()).toBe("medium");
  });

  it("loads a valid stored value", () => {
    localStorage.setItem("fontSize", "extra-large");
    expect(initFontSize()).toBe("extra-large");
    expect(document.documentElement.getAttribute("data-font-size")).toBe("extra-large");
  });

  it("saves and applies every change, and rejects unknown sizes", () => {
    initFontSize();
    const { result } = renderHook(() => useFontSize());
    act(() => result.current[1]("small"));
    expect(result.current[0]).toBe("small");
    expect(localStorage.getItem("fontSize")).toBe("small");
    expect(document.documentElement.dataset.fontSize).toBe("small");
    act(() => setFontSize("gigantic"));
    expect(result.current[0]).toBe("small");
    expect(localStorage.getItem("fontSize")).toBe("small");
  });
});

describe("municipality selection", () => {
  it("round-trips and removes invalid values", () => {
    storeMunicipality({ id: "m1", name: "Valle Verde" });
    expect(readStoredMunicipality()).toEqual({ id: "m1", name: "Valle Verde" });
    localStorage.setItem("municipality", '{"name":"sin id"}');
    expect(readStoredMunicipality()).toBeNull();
    expect(localStorage.getItem("municipality")).toBeNull();
  });
});
