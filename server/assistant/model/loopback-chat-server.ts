// Test support: a real chat-completions server on loopback (node:http, port 0) whose answers each
// test decides, and a sample context. Used by the assistant's unit tests only.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AssistantContext } from "../types";

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

const servers: http.Server[] = [];

/** Closes every server started by chatServer (call it in afterEach). */
export async function closeChatServers(): Promise<void> {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
}

export async function chatServer(handler: Handler) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, res, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    servers.splice(servers.indexOf(server), 1);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${port}/v1/chat/completions`, seen, close };
}

export const completion = (content: unknown) =>
  JSON.stringify({
    id: "c1",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content } }],
  });
export const answer =
  (text: string, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(text);
  };

export const context: AssistantContext = {
  firstName: "Carmen",
  timezone: "Europe/Madrid",
  now: new Date("2026-11-18T10:30:00Z"),
  hobbies: ["jardinería"],
  likes: ["las sevillanas"],
  todayReminders: [{ title: "Pastilla de la tensión", reminderTime: "09:00", isCompleted: true }],
  unreadMessages: [],
};
