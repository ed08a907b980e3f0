// Pictures with a Spanish name: fruits for "Secuencias" and card faces for "Empareja las Cartas".
// Emoji chosen from long-supported Unicode versions so older tablets draw them; the name is the
// accessible label and what answers are compared on.

export type SymbolItem = { symbol: string; name: string };

const item = (symbol: string, name: string): SymbolItem => ({ symbol, name });

export const FRUIT_BANK: readonly SymbolItem[] = [
  item("🍎", "manzana"),
  item("🍐", "pera"),
  item("🍊", "naranja"),
  item("🍋", "limón"),
  item("🍌", "plátano"),
  item("🍉", "sandía"),
  item("🍇", "uvas"),
  item("🍓", "fresa"),
  item("🍒", "cerezas"),
  item("🍑", "melocotón"),
  item("🍍", "piña"),
  item("🥝", "kiwi"),
  item("🍈", "melón"),
  item("🥭", "mango"),
  item("🥥", "coco"),
];

export const CARD_SYMBOL_BANK: readonly SymbolItem[] = [
  item("🍎", "manzana"),
  item("🍌", "plátano"),
  item("🍇", "uvas"),
  item("🍓", "fresa"),
  item("🍋", "limón"),
  item("🍉", "sandía"),
  item("🌻", "girasol"),
  item("🌹", "rosa"),
  item("🌳", "árbol"),
  item("🌙", "luna"),
  item("⭐", "estrella"),
  item("🐶", "perro"),
  item("🐱", "gato"),
  item("🐴", "caballo"),
  item("🐮", "vaca"),
  item("🐔", "gallina"),
  item("🐟", "pez"),
  item("🦋", "mariposa"),
  item("🐝", "abeja"),
  item("🐢", "tortuga"),
  item("🐰", "conejo"),
  item("🏠", "casa"),
  item("🚗", "coche"),
  item("🚲", "bicicleta"),
  item("⛵", "velero"),
  item("🚂", "tren"),
  item("🔑", "llave"),
  item("🌂", "paraguas"),
  item("⚽", "balón"),
  item("🎸", "guitarra"),
  item("🔔", "campana"),
  item("🎁", "regalo"),
  item("🎂", "tarta"),
  item("☕", "café"),
  item("🍞", "pan"),
  item("🧀", "queso"),
  item("🎩", "sombrero"),
  item("👓", "gafas"),
  item("⌚", "reloj"),
  item("📚", "libros"),
];
