/** sessionStorage draft key: the text the assistant prepared for the family, picked up by Mensajes. */
export const FAMILY_MESSAGE_DRAFT = "family-message";
