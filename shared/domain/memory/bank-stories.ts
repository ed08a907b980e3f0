// Short everyday stories for the "Historias" exercise. Each question asks for a number that is
// stated in the story (as digits); every story also mentions other numbers to keep it a memory task.

type Story = { text: string; question: string; answer: string };

export const STORY_BANK: readonly Story[] = [
  {
    text: "Carmen fue al mercado el sábado por la mañana. Compró 12 huevos, 2 barras de pan y 3 kilos de naranjas. En la frutería se encontró con su vecina Pilar y hablaron un rato.",
    question: "¿Cuántos huevos compró Carmen?",
    answer: "12",
  },
  {
    text: "Antonio salió a pasear con su perro a las 7 de la tarde. Dieron 3 vueltas al parque. Al volver, se sentó en un banco y dio de comer a 5 palomas.",
    question: "¿Cuántas vueltas dieron al parque?",
    answer: "3",
  },
  {
    text: "Lola tiene 4 nietos y 2 nietas. El domingo vinieron todos a comer paella. Lola preparó también 20 croquetas, que se acabaron enseguida.",
    question: "¿Cuántas croquetas preparó Lola?",
    answer: "20",
  },
  {
    text: "Manolo cogió el autobús número 27 para ir al centro de salud. El viaje duró 15 minutos. Tenía la cita con el médico a las 10 de la mañana.",
    question: "¿Qué número tenía el autobús?",
    answer: "27",
  },
  {
    text: "Rosario plantó 6 geranios en el balcón. Cada mañana los riega con una regadera de 2 litros. Este año le han salido flores rojas y blancas.",
    question: "¿Cuántos geranios plantó Rosario?",
    answer: "6",
  },
  {
    text: "Paco y Concha celebraron sus bodas de oro. Llevan 50 años casados. Invitaron a 35 personas a la fiesta y hubo música hasta tarde.",
    question: "¿Cuántas personas fueron invitadas a la fiesta?",
    answer: "35",
  },
  {
    text: "Juan compró el periódico en el quiosco por 2 euros. Leyó la página de deportes y luego hizo el crucigrama. Tardó 25 minutos en terminarlo.",
    question: "¿Cuántos minutos tardó Juan en hacer el crucigrama?",
    answer: "25",
  },
  {
    text: "Isabel hizo un bizcocho para el cumpleaños de su nieta, que cumplía 8 años. Usó 3 huevos, un yogur de limón y un poco de azúcar. Lo metió en el horno 40 minutos.",
    question: "¿Cuántos años cumplía la nieta de Isabel?",
    answer: "8",
  },
  {
    text: "Dolores fue a la farmacia con 3 recetas. La farmacéutica le dio 4 cajas de pastillas. Pagó 9 euros y volvió a casa dando un paseo.",
    question: "¿Cuántas cajas de pastillas le dieron a Dolores?",
    answer: "4",
  },
  {
    text: "Ramón juega al dominó en el hogar del jubilado todos los martes. Esta semana jugaron 7 partidas. Su pareja y él ganaron 5 de ellas.",
    question: "¿Cuántas partidas ganaron Ramón y su pareja?",
    answer: "5",
  },
  {
    text: "Encarna tejió una bufanda para su hijo. Necesitó 3 ovillos de lana azul. Tardó 2 semanas en acabarla y le quedó de 150 centímetros.",
    question: "¿Cuántos ovillos de lana necesitó Encarna?",
    answer: "3",
  },
  {
    text: "Luis fue en tren a visitar a su hermano. Salió a las 9 de la mañana desde el andén 4. El viaje duró 3 horas y llegó justo para comer.",
    question: "¿Desde qué andén salió el tren?",
    answer: "4",
  },
  {
    text: "Mercedes tiene un huerto pequeño detrás de casa. Este verano recogió 30 tomates y 8 pimientos. Repartió la mitad de los tomates entre sus vecinas.",
    question: "¿Cuántos pimientos recogió Mercedes?",
    answer: "8",
  },
  {
    text: "Andrés llevó a sus 2 nietos al cine. Las entradas costaron 6 euros cada una. Después merendaron churros con chocolate en la plaza.",
    question: "¿Cuántos euros costó cada entrada?",
    answer: "6",
  },
  {
    text: "Teresa va a la piscina municipal 3 días a la semana. Nada durante 45 minutos cada vez. Allí ha hecho amistad con 4 señoras del barrio.",
    question: "¿Cuántos minutos nada Teresa cada vez?",
    answer: "45",
  },
  {
    text: "Fermín recibió una carta de su sobrino desde Alemania. El sobrino vive allí desde hace 11 años. En la carta le contaba que tiene 2 hijos pequeños.",
    question: "¿Cuántos años lleva el sobrino viviendo en Alemania?",
    answer: "11",
  },
  {
    text: "Amparo preparó cocido para toda la familia. Puso en la olla 1 kilo de garbanzos y 4 zanahorias. Comieron 9 personas y sobró para el día siguiente.",
    question: "¿Cuántas personas comieron cocido?",
    answer: "9",
  },
  {
    text: "Julián colgó 5 cuadros nuevos en el salón. Usó 10 clavos y un martillo prestado por su vecino. Su mujer dijo que quedaban muy bonitos.",
    question: "¿Cuántos cuadros colgó Julián?",
    answer: "5",
  },
  {
    text: "Asunción fue a la peluquería el viernes a las 11. Esperó 20 minutos porque había 3 clientas antes que ella. Salió muy contenta con su nuevo peinado.",
    question: "¿Cuántas clientas había antes que Asunción?",
    answer: "3",
  },
  {
    text: "Vicente compró 2 kilos de sardinas en la pescadería. Le costaron 8 euros. Por la noche las asó en la terraza para 6 amigos.",
    question: "¿Para cuántos amigos asó Vicente las sardinas?",
    answer: "6",
  },
  {
    text: "Maribel apuntó en su agenda las citas del mes. Tiene el oculista el día 14 y el dentista el día 22. También quiere ir al cine con su amiga Nieves.",
    question: "¿Qué día tiene Maribel la cita del dentista?",
    answer: "22",
  },
  {
    text: "Emilio hizo una excursión con el centro de mayores. Subieron al autocar 40 personas. Visitaron 2 pueblos y comieron en un mesón muy famoso.",
    question: "¿Cuántas personas subieron al autocar?",
    answer: "40",
  },
  {
    text: "Rosa vive en el tercer piso, en la puerta 2 de su portal. Cada día sube 48 escalones porque no hay ascensor. Dice que así se mantiene en forma.",
    question: "¿Cuántos escalones sube Rosa cada día?",
    answer: "48",
  },
  {
    text: "Tomás fue a la ferretería a comprar 6 bombillas. También compró 2 pilas para el mando de la tele. En total pagó 15 euros.",
    question: "¿Cuántas bombillas compró Tomás?",
    answer: "6",
  },
  {
    text: "Consuelo hizo mermelada con las ciruelas de su árbol. Llenó 7 tarros de cristal. Regaló 3 tarros a su hija y guardó el resto en la despensa.",
    question: "¿Cuántos tarros de mermelada llenó Consuelo?",
    answer: "7",
  },
  {
    text: "Miguel fue a ver un partido de fútbol con su hijo. Su equipo ganó por 3 goles a 1. Había 2 mil personas en el campo y mucho ambiente.",
    question: "¿Cuántos goles marcó el equipo de Miguel?",
    answer: "3",
  },
  {
    text: "Ana llamó por teléfono a su hermana, que vive en Valencia. Hablaron durante 35 minutos. Quedaron en verse dentro de 10 días para las fiestas del pueblo.",
    question: "¿Cuántos minutos hablaron por teléfono?",
    answer: "35",
  },
  {
    text: "José fue a la biblioteca y sacó 3 libros. Tiene que devolverlos dentro de 15 días. Uno de ellos es una novela de más de 400 páginas.",
    question: "¿Cuántos libros sacó José de la biblioteca?",
    answer: "3",
  },
  {
    text: "Nieves preparó una limonada para el calor. Exprimió 8 limones y añadió 2 litros de agua fresca. Sus nietos se bebieron 5 vasos cada uno.",
    question: "¿Cuántos limones exprimió Nieves?",
    answer: "8",
  },
  {
    text: "Pilar fue a la boda de su sobrina en la iglesia del pueblo. La ceremonia empezó a las 12. En el banquete había 120 invitados y una tarta de 4 pisos.",
    question: "¿Cuántos invitados había en el banquete?",
    answer: "120",
  },
  {
    text: "Pepe cuida de 9 gallinas en su corral. Cada mañana recoge unos 6 huevos. Los domingos lleva una docena a casa de su hija.",
    question: "¿Cuántas gallinas tiene Pepe?",
    answer: "9",
  },
  {
    text: "Eugenia fue al centro de día el lunes. Por la mañana hizo gimnasia durante 30 minutos. Por la tarde jugó al bingo y cantó 2 líneas seguidas.",
    question: "¿Cuántos minutos hizo gimnasia Eugenia?",
    answer: "30",
  },
  {
    text: "Ángel fue a pescar al pantano con su amigo Ricardo. Salieron de casa a las 6 de la mañana. Entre los dos pescaron 14 peces y devolvieron los pequeños al agua.",
    question: "¿Cuántos peces pescaron entre los dos?",
    answer: "14",
  },
  {
    text: "Gloria compró flores para el salón: 12 rosas y 5 claveles. Las puso en un jarrón de cristal. Le costaron 18 euros en la floristería de la esquina.",
    question: "¿Cuántos claveles compró Gloria?",
    answer: "5",
  },
  {
    text: "Benito fue al banco a sacar dinero. Había 7 personas en la cola. Sacó 100 euros y después se tomó un café en el bar de enfrente.",
    question: "¿Cuántas personas había en la cola del banco?",
    answer: "7",
  },
  {
    text: "Lucía cumplió 80 años y lo celebró con su familia. Sopló las velas de una tarta de nata. Recibió 6 regalos y muchas llamadas de sus amigas.",
    question: "¿Cuántos regalos recibió Lucía?",
    answer: "6",
  },
];
