import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx";

describe("nginx config of the multi-process load run", () => {
  const conf = nginxConfig({ port: 5072, upstreams: [5073, 5074], dir: "/tmp/acompana-nginx-x" });

  it("overwrites X-Forwarded-For with the peer's address instead of appending a client-supplied one", () => {
    expect(conf).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(conf).not.toContain("$proxy_add_x_forwarded_for");
  });

  it("spreads over every process with HTTP/1.1 keepalive to them", () => {
    expect(conf).toMatch(/server 127\.0\.0\.1:5073;\s+server 127\.0\.0\.1:5074;/);
    expect(conf).toContain("proxy_http_version 1.1;");
    expect(conf).toContain('proxy_set_header Connection "";');
    expect(conf).toContain("listen 127.0.0.1:5072;");
  });

  it("writes nothing outside its own directory and keeps no access log", () => {
    expect(conf).toContain("access_log off;");
    const paths = [...conf.matchAll(/(?:pid|_temp_path) (\S+);/g)].map((m) => m[1]);
    expect(paths).toHaveLength(6);
    for (const p of paths) expect(p.startsWith("/tmp/acompana-nginx-x/")).toBe(true);
  });
});
