import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App, AppProviders } from "@/app/app";
import { createQueryClient } from "@/lib/query-client";

/** Renders the whole app at a path with an in-memory location; returns the location for assertions. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App client={client} />
    </Router>,
  );
  return { ...view, location, client };
}

/** Renders some UI inside the app providers (query client, auth) and an in-memory router. */
export function renderWithProviders(ui: ReactNode, path = "/") {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProviders client={client}>{ui}</AppProviders>
    </Router>,
  );
  return { ...view, location, client };
}

/** Stub for globalThis.fetch (the network boundary only): answers by "METHOD path". */
export type FakeRoute = { status: number; body?: unknown };
export function fakeFetch(routes: Record<string, FakeRoute | (() => FakeRoute | Promise<FakeRoute>)>) {
  const calls: { method: string; url: string; body: unknown; credentials?: RequestCredentials }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, credentials: init?.credentials });
    const route = routes[`${method} ${url}`];
    const answer = typeof route === "function" ? await route() : route;
    if (!answer) return new Response(JSON.stringify({ message: "No encontrado" }), { status: 404 });
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { "Content-Type": "application/json" } });
  };
  return { fetchStub, calls };
}
