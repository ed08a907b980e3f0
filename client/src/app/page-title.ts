// WCAG 2.4.2: each route has its own title, '<section> — Acompaña'.

const APP_NAME = "Acompaña";

const DASHBOARD_TITLES: Record<string, string> = {
  elderly: "Inicio",
  family: "Panel Familiar",
  professional: "Panel Municipal",
};

const LOGGED_OUT_TITLES: Record<string, string> = {
  "/": "Elija su municipio",
  "/select-user-type": "Quién eres",
  "/elderly": "Acceso con PIN",
  "/elderly-name": "Acceso con PIN",
  "/elderly-login": "Acceso con PIN",
  "/registrar-tableta": "Registrar esta tableta",
  "/family-login": "Portal Familiar",
  "/professional": "Portal Profesional",
  "/professional-login": "Portal Profesional",
};

const SECTION_TITLES: Record<string, string> = {
  "/additional-info": "Información Adicional",
  "/chat": "Hablar con Asistente",
  "/reminders": "Recordatorios",
  "/memory-exercises": "Ejercicios Memoria",
  "/messages": "Mensajes",
  "/professional/create-user": "Crear Usuario",
  "/professional/reminders": "Recordatorios",
  "/professional/notices": "Enviar aviso",
  "/professional/passwords": "Gestión PINs",
  "/professional/on-call": "Correos de guardia",
  "/professional/service": "Servicio y objetivos",
  "/professional/low-mood": "Ánimo bajo esta semana",
  "/professional/account": "Mi cuenta",
  "/account": "Mi cuenta",
};

/** The section name of `path` for a visitor with `role` (null when logged out); null when unknown. */
export function sectionTitle(path: string, role: string | null): string | null {
  const clean = path.replace(/\/+$/, "") || "/";
  if (clean === "/additional-info") return SECTION_TITLES[clean] ?? null;
  if (!role) return LOGGED_OUT_TITLES[clean] ?? null;
  if (clean === "/" || clean === "/dashboard" || clean === `/${role}`) return DASHBOARD_TITLES[role] ?? null;
  if (clean.startsWith("/professional/user/") && role === "professional") return "Ficha de la persona";
  if (clean.startsWith("/professional/notices/") && role === "professional") return "Confirmaciones del aviso";
  return SECTION_TITLES[clean] ?? null;
}

/** 'Recordatorios — Acompaña'; the page heading stands in for an unknown path; else just the name. */
export function pageTitle(section: string | null): string {
  return section ? `${section} — ${APP_NAME}` : APP_NAME;
}
