/**
 * Everyday Swiss business vocabulary that needs concepts of its own (NOGA B, H49, J60, M69, N,
 * S96, G46, C23), added after the "unseen" evaluation run showed that distinct activities read as
 * one ("Umzüge" = "Transporte", "Steuerberatung" = "Buchhaltung") or were missing, and that
 * locators like "Bahnhof" or "de la Gare" made names look individual (docs/semantic.md).
 */
import type { Concept } from "./types.js";

/** Concepts of everyday activities the domain files do not cover on their own. */
export const EVERYDAY: readonly Concept[] = [
  {
    // Removals are a transport division of their own in practice; a name saying "Umzüge" that is
    // translated as "Transporte" says something else.
    id: "removals",
    kind: "activity",
    noga: { section: "H", division: 49 },
    forms: {
      de: ["umzug/s", "umzüge", "umzugsservice", "zügelei", "zügelservice", "zügeln", "möbeltransport/e"],
      fr: ["déménagement/s", "déménageur/s", "service de déménagement"],
      it: ["trasloco", "traslochi", "servizio traslochi"],
      en: ["removal/s", "moving", "movers", "relocation/s", "moving services"],
    },
  },
  {
    // Tax advice is not bookkeeping, although both are NOGA M69 (so a purpose of either covers it).
    id: "tax_advice",
    kind: "activity",
    noga: { section: "M", division: 69 },
    forms: {
      de: [
        "steuerberatung/en",
        "steuerberater",
        "steuerexperte/n",
        "steuerbüro/s",
        "steuern",
        "steuer",
        "steuererklärung/en",
      ],
      fr: [
        "fiscalité",
        "conseil fiscal",
        "conseils fiscaux",
        "fiscal/e/es",
        "fiscaux",
        "impôts",
        "expert fiscal",
      ],
      it: [
        "consulenza fiscale",
        "consulenze fiscali",
        "fiscale/i",
        "fiscalità",
        "imposte",
        "esperto fiscale",
      ],
      en: ["tax/es", "tax advisory", "tax advice", "tax consulting", "tax consultancy", "taxation"],
    },
  },
  {
    // Supplies and equipment trade: "Gastrobedarf", "Forniture Alberghiere", "Office Supplies".
    id: "supplies",
    kind: "activity",
    noga: { section: "G", division: 46 },
    forms: {
      de: ["bedarf", "zubehör", "ausrüstung/en", "artikel", "ausstattung/en", "zulieferer"],
      fr: ["fourniture/s", "accessoire/s", "équipement/s", "articles", "matériel/s"],
      it: ["fornitura/e", "accessori", "attrezzatura/e", "articoli", "materiale/i"],
      en: ["supplies", "supply", "accessories", "equipment", "articles", "supplier/s"],
    },
  },
  {
    id: "funeral",
    kind: "activity",
    noga: { section: "S", division: 96 },
    forms: {
      de: ["bestattung/en", "bestattungsdienst/e", "bestattungsinstitut/e", "bestatter"],
      fr: ["pompes funèbres", "funérailles", "services funéraires", "funéraire/s"],
      it: ["onoranze funebri", "pompe funebri", "servizi funebri", "funebre/i"],
      en: ["funeral/s", "funeral services", "undertaker/s", "funeral home/s"],
    },
  },
  {
    id: "stone",
    kind: "activity",
    noga: { section: "C", division: 23 },
    forms: {
      de: ["steinmetz", "steinhauerei", "naturstein/e", "marmor", "grabmale", "bildhauerei"],
      fr: ["marbrerie/s", "marbrier/s", "taille de pierre", "pierre naturelle", "pierres naturelles"],
      it: ["marmi", "marmista/i", "pietra naturale", "pietre naturali", "scalpellino"],
      en: ["stonemason/s", "stonemasonry", "marble", "natural stone", "headstones"],
    },
  },
  {
    id: "mining",
    kind: "activity",
    noga: { section: "B", division: 8 },
    forms: {
      de: ["kies", "kieswerk/e", "kiesgrube/n", "steinbruch", "steinbrüche", "sand und kies", "kiesabbau"],
      fr: ["gravière/s", "carrière/s", "sablière/s", "extraction de gravier"],
      it: ["cava", "ghiaia", "inerti", "cava di ghiaia"],
      en: ["gravel", "quarry", "quarries", "quarrying", "sand and gravel"],
    },
  },
  {
    id: "broadcasting",
    kind: "activity",
    noga: { section: "J", division: 60 },
    forms: {
      de: ["radio", "fernsehen", "tv", "rundfunk", "lokalradio", "regionalfernsehen"],
      fr: ["radio", "télévision", "tv", "radiodiffusion"],
      it: ["radio", "televisione", "tv", "radiotelevisione"],
      en: ["radio", "television", "tv", "broadcasting"],
    },
  },
  {
    // Locators name where the business is ("Garage du Bahnhof", "Cabinet dentaire de la Gare"):
    // geography, not an individual element.
    id: "geo_locator",
    kind: "geo",
    forms: {
      de: ["bahnhof", "altstadt", "dorfplatz", "dorfzentrum", "stadtzentrum", "hauptbahnhof"],
      fr: ["gare", "vieille ville", "centre ville", "place de la gare", "village"],
      it: ["stazione", "città vecchia", "centro storico", "centro città", "piazza"],
      en: ["station", "old town", "town centre", "city centre", "downtown", "village"],
    },
  },
];
