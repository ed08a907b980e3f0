import type { Config } from "tailwindcss";

// Loaded from client/src/index.css with @config (Tailwind v4).
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9ebff",
          600: "#1d5fbf",
          700: "#174c99",
          800: "#123b78",
        },
      },
      maxWidth: { prose: "70ch" },
    },
  },
} satisfies Config;
