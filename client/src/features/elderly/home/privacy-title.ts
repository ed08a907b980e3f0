// The button that opens the privacy dialog and the dialog share one title; here so the lazily loaded dialog
// does not import the settings card back.
export const PRIVACY_TITLE = "Ajustes de Privacidad";
