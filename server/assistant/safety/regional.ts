// Emergencies said in Catalan (and Valencian), Galician or Basque. Many older people in those regions
// type in their own language; the Spanish cues and the second reader (trained on Spanish) do not see
// "m'he caigut", "dóeme o peito" or "erori naiz". These are the plainest ways to report the
// life-threatening dangers, written against folded clauses ("m'he" -> "m he", "coñecemento" ->
// "conecemento"). The second reader never vetoes them: it has not learnt these languages.
import { splitClauses } from "@shared/domain/chat-topics";
import { CATEGORY_SPECS, SAFETY_CATEGORIES, type SafetyCategory, type Severity } from "./categories";

type RegionalRisk = { reason: string; severity: Severity; category: SafetyCategory };

const CALL = "(?:si us plau|per favor|por favor|mesedez|arren|rapid|rapido|ja|xa|urgent|ara|agora|orain)";

const RULES: Partial<Record<SafetyCategory, RegExp[]>> = {
  fall: [
    // Not "m'ha caigut el mòbil" or "s'ha caigut la tassa": something else fell.
    /\b(?:m he|em vaig|s ha|he) (?:caigut|caiguda|caure)\b(?! (?:el|la|els|les|un|una)\b)/,
    /\bno (?:em|me) (?:puc|puic|podia|pot) (?:aixecar|alcar|alsar|moure)\b/,
    /\bestic (?:a|al|en) (?:el )?terra\b/,
    /\b(?:cain|caeu|caio) (?:no|na|ao|pola|nas) (?:chan|bano|cocina|cuarto|rua|escaleira|escaleiras|ducha|horta|corte|eira)\b/,
    // "Caeu na horta e non se levanta": fell (anyone) and cannot get up.
    /\b(?:cain|caeu|caeuse|caio)\b.*\bnon (?:se|me) (?:levanta|ergue|levanto|ergo)\b/,
    /\bnon (?:me )?(?:podo|pode|son quen de) (?:erguer|erguerme|levantar|levantarme|mover)\b/,
    /\bestou (?:no|tirad[oa] no) chan\b/,
    /\berori (?:naiz|da|egin naiz)\b/,
    /\bezin (?:naiz|da) (?:altxatu|zutitu)\b/,
    /\blurrean (?:nago|dago)\b/,
  ],
  chest_pain: [
    /\b(?:em fa|me fa|tinc) (?:molt |molt de |un )?mal (?:al|el|de|en el) pit\b/,
    /\bdolor (?:fort |molt fort |molt )?(?:al|de|en el) pit\b/,
    /\bem (?:pressiona|estreny|oprimeix|apreta) el pit\b/,
    /\bdoe(?:me|lle)?(?: moito| bastante)? (?:o )?peito\b/,
    /\bdor (?:forte )?(?:no|de) peito\b/,
    /\bbular(?:rean|reko|ra)? (?:min|mina)\b/,
    /\bbihotzeko (?:min|mina|atakea)\b/,
  ],
  breathing: [
    /\bno (?:puc|puic|podia|pot) respirar\b/,
    /\bem (?:falta|manca) (?:l )?aire\b/,
    /\b(?:m ofego|m estic ofegant|em estic ofegant|m ofega)\b/,
    /\bnon (?:podo|pode) respirar\b/,
    /\b(?:faltame|falta me|fáltame) o aire\b/,
    /\b(?:afogome|estoume afogando|estou afogando)\b/,
    /\bezin (?:dut|du) arnasa? hartu\b/,
    /\barnasarik (?:ez|gabe)\b/,
    /\bitotzen (?:ari )?naiz\b/,
  ],
  unconscious: [
    /\b(?:no es desperta|no respira|ha perdut el coneixement|esta inconscient)\b/,
    /\bnon (?:esperta|respira|reacciona)\b/,
    /\b(?:perdeu|perdin) o conecemento\b/,
    /\bkonorterik gabe\b/,
    /\bez da esnatzen\b/,
    /\bez du arnasa? hartzen\b/,
  ],
  stroke: [
    /\bno (?:puc|pot) moure (?:el bra|la cama|mig cos|la meitat)\b/,
    /\bnon (?:podo|pode) mover (?:o brazo|a perna|medio corpo|a metade)\b/,
    /\b(?:la boca torta|a boca torta)\b/,
  ],
  self_harm: [
    /\b(?:vull|voldria) morir(?: me)?\b/,
    /\bno vull (?:viure|seguir vivint)\b/,
    /\b(?:vull|voldria) acabar amb tot\b/,
    /\b(?:em vull|me vull) matar\b/,
    /\b(?:quero|querería|queria) morrer\b/,
    /\bnon quero (?:vivir|seguir vivindo)\b/,
    /\bquero matarme\b/,
    /\bhil nahi (?:dut|naiz)\b/,
    /\bez dut bizi nahi\b/,
    /\bneure burua hil\b/,
  ],
  bleeding: [
    /\b(?:em surt|perdo|surt) molta sang\b/,
    /\bno (?:para|pare) de sagnar\b/,
    /\bsagno molt\b/,
    /\b(?:sangro|sangra) moito\b/,
    /\bnon (?:para|deixa) de sangrar\b/,
    /\bodol asko\b/,
  ],
  fire: [
    /\b(?:hi ha|surt|veig) (?:foc|fum|flames)\b/,
    /\bfoc (?:a|al|en) (?:la |el )?(?:cuina|casa|menjador|habitacio|sofa)\b/,
    /\bs esta cremant (?:la|el) (?:cuina|casa|sofa|cortina)\b/,
    /\b(?:hai|sae|vexo) (?:lume|fume|chamas)\b/,
    /\blume (?:na|no) (?:cocina|casa|salon|cuarto)\b/,
    /\bsutea\b/,
    /\bsua (?:dago|etxean|sukaldean)\b/,
    /\bkea (?:dago|ateratzen)\b/,
  ],
  gas: [
    /\b(?:fa|fa molta|fa molt) (?:olor|pudor|ferum) (?:de|a) gas\b/,
    /\bcheira (?:moito )?a gas\b/,
    /\bgas usaina\b/,
  ],
  intruder: [
    /\bhi ha (?:algu|un home|uns homes|lladres?) (?:a casa|dins|al pis)\b/,
    /\bm han entrat a casa\b/,
    /\bestan forcant la porta\b/,
    /\bhai (?:alguen|un home|ladroes) (?:na casa|dentro)\b/,
    /\bentraron na casa\b/,
    /\bestan forzando a porta\b/,
    /\blapurr(?:a|ak) (?:etxean|sartu)\b/,
    /\bnorbait (?:dago|sartu da) etxean\b/,
  ],
  urgent_help: [
    new RegExp(`^(?:ajuda|ajudeu me|ajudi m|socors|auxili)(?: ${CALL}| ajuda)*$`),
    new RegExp(`^(?:axuda|axudademe|axudame)(?: ${CALL}| axuda)*$`),
    new RegExp(`^(?:lagundu|laguntza|lagundu iezadazue)(?: ${CALL}| lagundu| laguntza)*$`),
    /\b(?:truqueu|truca|trucau) (?:al |a l )?(?:112|ambulancia)\b/,
    /\bchamade? (?:ao |a )?(?:112|unha ambulancia)\b/,
    /\b(?:deitu|deitu ezazue) (?:112|anbulantzia)/,
    /\blaguntza (?:behar dut|mesedez)\b/,
  ],
};

// "No m'he caigut", "non me doe o peito", "ez naiz erori": a negator just before cancels the match.
const NEGATORS = new Set(["no", "non", "ez", "ni", "mai", "nunca", "tampoc", "tampouco"]);
const isNegated = (clause: string, index: number, phrase: string) => {
  if (/^(?:no|non|ez|ezin)\b/.test(phrase)) return false;
  const before = clause.slice(0, index).trim().split(" ").filter(Boolean).reverse().slice(0, 3);
  return before.some((word) => NEGATORS.has(word));
};

/** The most serious danger reported in Catalan, Galician or Basque, or null. */
export function detectRegionalRisk(text: string): RegionalRisk | null {
  const clauses = splitClauses(text);
  for (const category of SAFETY_CATEGORIES) {
    const rules = RULES[category];
    if (!rules) continue;
    const hit = clauses.some((clause) =>
      rules.some((re) => {
        const m = re.exec(clause);
        return !!m && !isNegated(clause, m.index, m[0]);
      }),
    );
    if (hit) {
      const { reason, severity } = CATEGORY_SPECS[category];
      return { reason, severity, category };
    }
  }
  return null;
}
