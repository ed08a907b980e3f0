// Staff management of people: the Spanish messages, the username's pattern and the page of 'Gestión PINs'.
// Free of zod: the client imports these without the schemas (shared/api/routes.ts has the endpoints).

const PHONE_HINT = "Escriba 9 cifras (600 123 456) o el número con el prefijo del país (+34 600 123 456)";

export const USER_ADMIN_MESSAGES = {
  nameRequired: "El nombre y los apellidos son obligatorios",
  ageRange: "La edad debe estar entre 50 y 120 años",
  phoneInvalid: `El teléfono de emergencia no es válido. ${PHONE_HINT}`,
  personPhoneInvalid: `El teléfono no es válido. ${PHONE_HINT}`,
  keyHolderPhoneInvalid: `El teléfono de quien tiene llave no es válido. ${PHONE_HINT}`,
  livesAloneInvalid: "Indique si vive sola o solo: sí, no o sin indicar",
  healthCentrePhoneInvalid: `El teléfono del centro de salud no es válido. ${PHONE_HINT}`,
  formOfAddressInvalid: "Elija cómo prefiere que le hablen: de tú o de usted",
  contactEmailInvalid: "El correo del contacto de emergencia no es válido",
  textTooLong: "El texto es demasiado largo",
  usernameFormat:
    "El nombre de usuario debe tener de 2 a 40 letras sin tildes, números, puntos, guiones o guiones bajos",
  usernameTaken: "Ese nombre de usuario ya existe",
  pinFormat: "El PIN debe tener 4 dígitos",
  pinChoice: "Indique un PIN de 4 dígitos o pida que se genere uno",
  consentRequired: "Indique si la persona da su consentimiento (sí o no)",
  consentsNotEditable: "Los consentimientos solo puede cambiarlos la propia persona",
  nothingToUpdate: "No hay ningún cambio que guardar",
  eraseConfirmation: "Escriba el nombre de usuario exacto para confirmar",
  kindInvalid: "Elija si va a crear una persona mayor o un familiar",
  elderlyRequired: "Elija la persona mayor a la que acompaña",
  firstNameForSuggestion: "Indique el nombre para sugerir un nombre de usuario",
  alreadyDecided: "Esta solicitud ya fue respondida",
} as const;

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/;

export const PIN_PAGE_SIZE = 20;
