// Warm questions about the person's hobbies and likes, for the rule engine's fallback.
// `match` runs on the folded hobby/like text ("Jardinería" -> "jardineria"); `inMessage`, stricter
// (whole words), on what the person just said, so the topic they bring up is the one taken up.
/** question: in "tú"; usted: the same question in "usted". */
type HobbyTopic = { match?: RegExp; question: string; usted: string; inMessage?: RegExp };

export const HOBBY_TOPICS: readonly HobbyTopic[] = [
  // Only from what the person says: a visit from the family ("hoy ha venido mi nieta a comer").
  {
    question: "¡Qué alegría esa visita! Cuéntame qué hicisteis.",
    usted: "¡Qué alegría esa visita! Cuénteme qué hicieron.",
    inMessage:
      /\b(?:ha venido|han venido|vino|vinieron|ha estado|han estado|he visto|he estado con|estuve con|vi a)\b(?: \w+){0,3} (?:mi|mis) (?:niet|hij|bisniet|sobrin|herman|famil|yerno|nuera)\w*|\b(?:mi|mis) (?:niet|hij|bisniet|sobrin|herman|yerno|nuera)\w*(?: \w+){0,2} (?:ha venido|han venido|vino|vinieron|ha estado|han estado)\b/,
  },
  {
    match: /jardin|plantas|flores|huerto|huerta|macetas|rosas|geranio|tomatera|semillas/,
    question: "¿Cómo está tu jardín estos días? ¿Ha florecido algo nuevo?",
    usted: "¿Cómo está su jardín estos días? ¿Ha florecido algo nuevo?", inMessage: /\b(?:jardin|plantas?|flores|huerto|huerta|macetas?|rosales?|geranios?|tomateras?)\b/,
  },
  {
    match: /cocin|recetas|reposteria|guisos/,
    question: "¿Has cocinado algo rico últimamente? Me encantaría saber qué.",
    usted: "¿Ha cocinado algo rico últimamente? Me encantaría saber qué.", inMessage: /\b(?:cocinar|recetas?|guisos?|reposteria|bizcochos?)\b/,
  },
  { match: /lectura|leer|libros|novelas|poesia/, question: "¿Estás leyendo algún libro? ¿De qué trata?",
    usted: "¿Está leyendo algún libro? ¿De qué trata?", inMessage: /\b(?:libros?|leyendo|poesia|poemas?)\b/ },
  { match: /music|cancion|cantar|coro|copla|zarzuela|bolero|tango|flamenco|rumba|cantante|machin|rocio jurado|raphael|julio iglesias/, question: "¿Qué canción te apetece escuchar hoy?",
    usted: "¿Qué canción le apetece escuchar hoy?", inMessage: /\b(?:musica|canciones|cancion|boleros?|tangos?|coplas?|zarzuela|flamenco|cantantes?|antonio machin|rocio jurado|raphael|julio iglesias)\b/ },
  { match: /baile|bailar|sevillanas|pasodoble/, question: "¿Qué baile es el que más te gusta?",
    usted: "¿Qué baile es el que más le gusta?", inMessage: /\b(?:bailar|baile|bailaba|sevillanas|pasodobles?)\b/ },
  {
    match: /pase|caminar|andar|senderismo/,
    question: "¿Has podido salir a dar un paseo hoy? ¿Por dónde te gusta ir?",
    usted: "¿Ha podido salir a dar un paseo hoy? ¿Por dónde le gusta ir?",
  },
  {
    match: /punto|ganchillo|coser|costura|bordado|tejer/,
    question: "¿Estás tejiendo o cosiendo algo ahora? ¿Para quién es?",
    usted: "¿Está tejiendo o cosiendo algo ahora? ¿Para quién es?", inMessage: /\b(?:ganchillo|punto de cruz|tejiendo|bordando|bordado|costura|cosiendo)\b/,
  },
  {
    match: /cartas|mus|domino|parchis|bingo|brisca|tute/,
    question: "¿Has echado alguna partida esta semana? ¿Quién ganó?",
    usted: "¿Ha echado alguna partida esta semana? ¿Quién ganó?", inMessage: /\b(?:mus|domino|parchis|bingo|brisca|tute)\b/,
  },
  {
    match: /crucigrama|sopa de letras|sudoku|pasatiempo/,
    question: "¿Has hecho algún pasatiempo hoy? Son muy buenos para la memoria.",
    usted: "¿Ha hecho algún pasatiempo hoy? Son muy buenos para la memoria.", inMessage: /\b(?:crucigramas?|sopa de letras|sudokus?|pasatiempos?)\b/,
  },
  {
    match: /futbol|deporte|ciclismo|toros|pelota/,
    question: "¿Has visto algún partido últimamente? ¿Cómo va tu equipo?",
    usted: "¿Ha visto algún partido últimamente? ¿Cómo va su equipo?", inMessage: /\b(?:futbol|ciclismo)\b/,
  },
  {
    match: /pint|dibuj|manualidad/,
    question: "¿Estás pintando o haciendo alguna manualidad? ¿Qué estás preparando?",
    usted: "¿Está pintando o haciendo alguna manualidad? ¿Qué está preparando?",
  },
  { match: /pesca|pescar/, question: "¿Dónde te gustaba más ir a pescar?",
    usted: "¿Dónde le gustaba más ir a pescar?", inMessage: /\b(?:pescar|pesca)\b/ },
  {
    match: /radio|television|tele|novela|serie|peliculas|cine/,
    question: "¿Has visto o escuchado algo interesante en la radio o la tele?",
    usted: "¿Ha visto o escuchado algo interesante en la radio o la tele?",
  },
  { match: /niet|hij|familia/, question: "¿Qué tal está tu familia? ¿Has sabido de ellos estos días?",
    usted: "¿Qué tal está su familia? ¿Ha sabido de ellos estos días?" },
  { match: /animal|perro|gato|pajaro|canario/, question: "¿Qué tal está tu mascota? Cuéntame algo de ella.",
    usted: "¿Qué tal está su mascota? Cuénteme algo de ella.", inMessage: /\b(?:perr[oa]s?|perrit[oa]|gat[oa]s?|gatit[oa]|canario|periquito)\b/ },
  {
    match: /viaj|pueblo|playa|montana|excursion/,
    question: "¿Qué lugar recuerdas con más cariño de tus viajes o de tu pueblo?",
    usted: "¿Qué lugar recuerda con más cariño de sus viajes o de su pueblo?",
  },
  { match: /historia|fotos|recuerdos/, question: "¿Qué recuerdo bonito te apetece contarme hoy?",
    usted: "¿Qué recuerdo bonito le apetece contarme hoy?" },
];
