import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { initFontSize } from "./lib/font-size";
import { registerServiceWorker } from "./lib/service-worker";
import "./index.css";

initFontSize();
registerServiceWorker();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
