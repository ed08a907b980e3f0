/** Route paths shared by client and server (Express 5 syntax for params). */
export const API = {
  login: "/api/auth/login",
  loginPin: "/api/auth/login-pin",
  logout: "/api/auth/logout",
  me: "/api/auth/me",
  familyRegister: "/api/family/register",
  professionalRegister: "/api/professional/register",
  municipalities: "/api/municipalities",
  health: "/api/health",
  user: "/api/users/:id",
} as const;
