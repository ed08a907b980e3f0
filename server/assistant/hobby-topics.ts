// Warm questions about the person's hobbies and likes, for the rule engine's fallback.
// `match` runs on the folded hobby/like text ("Jardinería" -> "jardineria").
type HobbyTopic = { match: RegExp; question: string };

export const HOBBY_TOPICS: readonly HobbyTopic[] = [
  {
    match: /jardin|plantas|flores|huerto|huerta|macetas|rosas/,
    question: "¿Cómo está tu jardín estos días? ¿Ha florecido algo nuevo?",
  },
  {
    match: /cocin|recetas|reposteria|guisos/,
    question: "¿Has cocinado algo rico últimamente? Me encantaría saber qué.",
  },
  { match: /lectura|leer|libros|novelas|poesia/, question: "¿Estás leyendo algún libro? ¿De qué trata?" },
  { match: /music|cancion|cantar|coro|copla|zarzuela/, question: "¿Qué canción te apetece escuchar hoy?" },
  { match: /baile|bailar|sevillanas|pasodoble/, question: "¿Qué baile es el que más te gusta?" },
  {
    match: /pase|caminar|andar|senderismo/,
    question: "¿Has podido salir a dar un paseo hoy? ¿Por dónde te gusta ir?",
  },
  {
    match: /punto|ganchillo|coser|costura|bordado|tejer/,
    question: "¿Estás tejiendo o cosiendo algo ahora? ¿Para quién es?",
  },
  {
    match: /cartas|mus|domino|parchis|bingo|brisca|tute/,
    question: "¿Has echado alguna partida esta semana? ¿Quién ganó?",
  },
  {
    match: /crucigrama|sopa de letras|sudoku|pasatiempo/,
    question: "¿Has hecho algún pasatiempo hoy? Son muy buenos para la memoria.",
  },
  {
    match: /futbol|deporte|ciclismo|toros|pelota/,
    question: "¿Has visto algún partido últimamente? ¿Cómo va tu equipo?",
  },
  {
    match: /pint|dibuj|manualidad/,
    question: "¿Estás pintando o haciendo alguna manualidad? ¿Qué estás preparando?",
  },
  { match: /pesca|pescar/, question: "¿Dónde te gustaba más ir a pescar?" },
  {
    match: /radio|television|tele|novela|serie|peliculas|cine/,
    question: "¿Has visto o escuchado algo interesante en la radio o la tele?",
  },
  { match: /niet|hij|familia/, question: "¿Qué tal está tu familia? ¿Has sabido de ellos estos días?" },
  { match: /animal|perro|gato|pajaro|canario/, question: "¿Qué tal está tu mascota? Cuéntame algo de ella." },
  {
    match: /viaj|pueblo|playa|montana|excursion/,
    question: "¿Qué lugar recuerdas con más cariño de tus viajes o de tu pueblo?",
  },
  { match: /historia|fotos|recuerdos/, question: "¿Qué recuerdo bonito te apetece contarme hoy?" },
];
