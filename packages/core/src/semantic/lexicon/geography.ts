/**
 * Geographic designations: cantons (names from cantons.json of stefanzweifel/js-swiss-cantons,
 * MIT, plus common exonyms), the larger towns, regions, lakes, countries and scope words
 * ("International", "Global"). Adjective forms ("Zürcher", "genevoise", "ticinese") are included,
 * since a name like «Zürcher Treuhand AG» is geography plus a generic term.
 * Each place is one concept, so «Genf» and «Genève» count as the same element in translations.
 */
import type { Concept, Forms } from "./types.js";

const geo = (id: string, forms: Forms): Concept => ({ id: `geo_${id}`, kind: "geo", forms });

/** Geographic concepts. */
export const GEOGRAPHY: readonly Concept[] = [
  geo("ch", {
    de: ["schweiz", "schweizer/isch/ische/ischer/ischen", "eidgenössisch/e", "helvetia", "helvetisch/e"],
    fr: ["suisse/s", "helvétique/s"],
    it: ["svizzera/o/i/e", "elvetico/a/i/he"],
    en: ["switzerland", "swiss", "helvetic", "helvetica"],
  }),
  geo("zh", {
    de: ["zürich", "zürcher/ische", "zuerich"],
    fr: ["zurich", "zurichois/e"],
    it: ["zurigo", "zurighese"],
    en: ["zurich"],
  }),
  geo("be", {
    de: ["bern", "berner/ische"],
    fr: ["berne", "bernois/e"],
    it: ["berna", "bernese/i"],
    en: ["bern/e"],
  }),
  geo("lu", {
    de: ["luzern", "luzerner/ische"],
    fr: ["lucerne", "lucernois/e"],
    it: ["lucerna", "lucernese"],
    en: ["lucerne"],
  }),
  geo("ur", { de: ["uri", "urner"], fr: ["uri"], it: ["uri"], en: ["uri"] }),
  geo("sz", { de: ["schwyz", "schwyzer"], fr: ["schwytz"], it: ["svitto"], en: ["schwyz"] }),
  geo("ow", { de: ["obwalden", "obwaldner"], fr: ["obwald"], it: ["obvaldo"], en: ["obwalden"] }),
  geo("nw", { de: ["nidwalden", "nidwaldner"], fr: ["nidwald"], it: ["nidvaldo"], en: ["nidwalden"] }),
  geo("gl", { de: ["glarus", "glarner"], fr: ["glaris"], it: ["glarona"], en: ["glarus"] }),
  geo("zg", { de: ["zug", "zuger"], fr: ["zoug"], it: ["zugo"], en: ["zug"] }),
  geo("fr", {
    de: ["freiburg", "freiburger"],
    fr: ["fribourg", "fribourgeois/e"],
    it: ["friburgo"],
    en: ["fribourg"],
  }),
  geo("so", { de: ["solothurn", "solothurner"], fr: ["soleure"], it: ["soletta"], en: ["solothurn"] }),
  geo("bs", {
    de: ["basel", "basler/ische", "baselland", "basel-stadt", "basel-landschaft", "baselbieter"],
    fr: ["bâle", "bâlois/e"],
    it: ["basilea", "basilese"],
    en: ["basel", "basle"],
  }),
  geo("sh", {
    de: ["schaffhausen", "schaffhauser"],
    fr: ["schaffhouse"],
    it: ["sciaffusa"],
    en: ["schaffhausen"],
  }),
  geo("ar", { de: ["appenzell", "appenzeller"], fr: ["appenzell"], it: ["appenzello"], en: ["appenzell"] }),
  geo("sg", {
    de: ["st gallen", "sankt gallen", "st galler", "gallen"],
    fr: ["saint gall", "st gall"],
    it: ["san gallo"],
    en: ["st gallen"],
  }),
  geo("gr", {
    de: ["graubünden", "bündner", "chur", "churer", "davos", "engadin", "engadiner"],
    fr: ["grisons", "coire", "engadine"],
    it: ["grigioni", "grigionese", "coira", "engadina"],
    en: ["grisons"],
  }),
  geo("ag", {
    de: ["aargau", "aargauer", "aarau", "aarauer", "baden", "badener"],
    fr: ["argovie", "argovien/ne"],
    it: ["argovia"],
    en: ["argovia"],
  }),
  geo("tg", {
    de: ["thurgau", "thurgauer", "frauenfeld"],
    fr: ["thurgovie"],
    it: ["turgovia"],
    en: ["thurgovia"],
  }),
  geo("ti", {
    de: ["tessin", "tessiner"],
    fr: ["tessin", "tessinois/e"],
    it: [
      "ticino",
      "ticinese/i",
      "lugano",
      "luganese/i",
      "locarno",
      "locarnese/i",
      "bellinzona",
      "mendrisio",
      "mendrisiotto",
    ],
    en: ["ticino"],
  }),
  geo("vd", {
    de: ["waadt", "waadtländer", "lausanne"],
    fr: ["vaud", "vaudois/e/es", "lausanne", "lausannois/e", "montreux", "vevey", "nyon", "yverdon"],
    it: ["vaud", "vodese/i", "losanna"],
    en: ["vaud"],
  }),
  geo("vs", {
    de: ["wallis", "walliser", "zermatt", "visp", "brig"],
    fr: ["valais", "valaisan/ne/s/nes", "sion", "sierre", "martigny", "monthey"],
    it: ["vallese"],
    en: ["valais"],
  }),
  geo("ne", {
    de: ["neuenburg", "neuenburger"],
    fr: ["neuchâtel", "neuchâtelois/e"],
    it: ["neuchâtel"],
    en: ["neuchatel"],
  }),
  geo("ge", {
    de: ["genf", "genfer"],
    fr: ["genève", "genevois/e/es"],
    it: ["ginevra", "ginevrino/a"],
    en: ["geneva", "genevan"],
  }),
  geo("ju", {
    de: ["jura", "jurassisch/e"],
    fr: ["jura", "jurassien/ne", "delémont", "porrentruy"],
    it: ["giura"],
    en: ["jura"],
  }),
  geo("winterthur", { de: ["winterthur", "winterthurer"] }),
  geo("biel", { de: ["biel", "bieler", "biel bienne"], fr: ["bienne", "biennois/e"] }),
  geo("thun", { de: ["thun", "thuner"], fr: ["thoune"] }),
  geo("emmental", { de: ["emmental", "emmentaler"] }),
  geo("oberland", { de: ["oberland", "berner oberland", "oberländer"] }),
  geo("seeland", { de: ["seeland"] }),
  geo("innerschweiz", {
    de: ["innerschweiz", "zentralschweiz", "ostschweiz", "nordwestschweiz", "westschweiz", "mittelland"],
    fr: ["suisse centrale", "suisse orientale"],
    it: ["svizzera centrale", "svizzera orientale"],
    en: ["central switzerland", "eastern switzerland"],
  }),
  geo("romandie", {
    de: ["romandie", "welschland"],
    fr: ["romandie", "romand/e/s/es", "suisse romande"],
    it: ["romandia", "svizzera romanda"],
    en: ["western switzerland"],
  }),
  geo("leman", {
    de: ["genfersee", "léman", "lemanic"],
    fr: ["léman", "lémanique/s", "lac léman"],
    it: ["lemano", "lago lemano"],
    en: ["lake geneva", "lemanic"],
  }),
  geo("lake", {
    de: ["see", "seen", "zürichsee", "vierwaldstättersee", "bodensee"],
    fr: ["lac/s"],
    it: ["lago/hi", "lago maggiore", "ceresio", "verbano"],
    en: ["lake/s"],
  }),
  geo("alps", {
    de: ["alpen", "alpin/e/er/es", "voralpen"],
    fr: ["alpes", "alpin/e/s/es"],
    it: ["alpi", "alpino/a/i/e"],
    en: ["alps", "alpine"],
  }),
  geo("europe", {
    de: ["europa", "europäisch/e/er/en", "euro"],
    fr: ["europe", "européen/s/ne/nes", "euro"],
    it: ["europa", "europeo/a/i/e", "euro"],
    en: ["europe", "european", "euro"],
  }),
  geo("germany", {
    de: ["deutschland", "deutsch/e"],
    fr: ["allemagne", "allemand/e"],
    it: ["germania", "tedesco/a"],
    en: ["germany", "german"],
  }),
  geo("france", {
    de: ["frankreich", "französisch/e"],
    fr: ["france", "français/e"],
    it: ["francia", "francese"],
    en: ["france", "french"],
  }),
  geo("italy", {
    de: ["italien", "italienisch/e"],
    fr: ["italie", "italien/ne"],
    it: ["italia", "italiano/a/i/e"],
    en: ["italy", "italian"],
  }),
  geo("austria", {
    de: ["österreich", "österreichisch/e"],
    fr: ["autriche", "autrichien/ne"],
    it: ["austria", "austriaco/a"],
    en: ["austria", "austrian"],
  }),
  geo("liechtenstein", { de: ["liechtenstein", "liechtensteiner"] }),
  geo("orient", {
    de: ["orient", "orientalisch/e", "asien", "asiatisch/e", "afrika", "amerika"],
    fr: ["orient", "oriental/e", "asie", "afrique", "amérique"],
    it: ["oriente", "orientale/i", "asia", "africa", "america"],
    en: ["orient", "oriental", "asia", "asian", "africa", "america", "american"],
  }),
  geo("international", {
    de: ["international/e/er/es/en", "global/e", "weltweit/e", "welt"],
    fr: ["international/e/es", "internationaux", "mondial/e/es", "mondiaux", "monde", "global/e"],
    it: ["internazionale/i", "mondiale/i", "mondo", "globale/i"],
    en: ["international", "global", "worldwide", "world", "overseas"],
  }),
  geo("direction", {
    de: ["nord", "süd", "ost", "west"],
    fr: ["nord", "sud", "est", "ouest"],
    it: ["nord", "sud", "est", "ovest"],
    en: ["north", "south", "east", "west"],
  }),
];
