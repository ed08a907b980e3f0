// The Spanish messages of a family member's request to accompany a person.
// Free of zod: the client imports these without the schemas (shared/api/routes.ts has the endpoints).

export const FAMILY_LINK_MESSAGES = {
  nameRequired: "Escriba el usuario o el nombre de la persona mayor",
  notFound:
    "No encontramos a esa persona. Verifique que el nombre de usuario o el nombre de la persona mayor sea correcto.",
  alreadyLinked: "Ya acompaña a esta persona",
  alreadyRequested: "Ya existe una solicitud para acompañar a esta persona",
  tooMany: "Puede acompañar como máximo a 10 personas",
  /** The one answer to a request, whether the name exists or not (nothing to test names with). */
  sent: "Si esa persona está en el programa, recibirá su solicitud",
} as const;
