import { ruleTester } from "../../test/helpers/rule-tester.js";

ruleTester("WARN_OFFICIAL_DESIGNATION", "official.designation", {
  valid: [
    "Restaurant zu den sieben Kantonen AG",
    "Bundt Kuchen AG",
    "Gemeinschaftspraxis Muster AG",
    { name: "Fédération des Artisans SA", language: "fr" },
    { name: "Comunità Alpina SA", language: "it" },
    { name: "Beratung für Gemeinden AG", note: "the plural mentions communes" },
    "Kantonen Reisen AG",
    { name: "Garage an der Kantonsstrasse AG", note: "a road, not an authority" },
  ],
  invalid: [
    "Eidgenössische Taxi AG",
    "Eidgenossenschaft Reisen AG",
    "Bundesamt für Alles AG",
    "Kanton Muster AG",
    "Kantonale Treuhand AG",
    "Gemeinde Service AG",
    // Compounds naming an authority or its institution, as "Bundesamt" (each cleared before).
    "Gemeindeverwaltung Alpha AG",
    "Gemeindewerke Muster AG",
    "Kantonsspital Muster AG",
    "Kantonsschule Alpha AG",
    "Kommunale Dienste AG",
    "Schweizerkreuz Mode AG",
    "Schweizer Wappen Souvenir AG",
    { name: "Confédération Services SA", language: "fr" },
    { name: "Service Fédéral SA", language: "fr" },
    { name: "Services Cantonaux SA", language: "fr" },
    { name: "Confederazione Servizi SA", language: "it" },
    { name: "Servizi Comunali SA", language: "it" },
    { name: "Federal Consulting AG", language: "en" },
    { name: "Swiss Cross Fashion AG", language: "en" },
    { name: "Chantun Grischun Servetschs SA", language: "it" },
  ],
});

ruleTester("ERR_PROTECTED_INTL_ORG_STRICT", "igo.strict", {
  valid: [
    "Alpenblick Treuhand AG",
    "Rotkreuz Garage AG",
    { name: "Croix Blanche SA", language: "fr" },
    { name: "Unitarier Verlag AG", note: "no protected name inside" },
    // An acronym that is also a word counts only in capitals (refused before: it. "nato", born).
    { name: "Pane Appena Nato SA", language: "it" },
    { name: "Nato per Correre Sagl", legalForm: "limited_liability", language: "it" },
  ],
  invalid: [
    "Rotes Kreuz Pflege AG",
    // Inflected and glued: each was CLEAR_TO_FILE before.
    "Das Rote Kreuz AG",
    // The genitive and dative, and the other emblems inflected alike (each cleared before).
    "Freunde des Roten Kreuzes AG",
    "Dienste des Genfer Kreuzes AG",
    "Der Rote Halbmond AG",
    "Freunde des Roten Halbmondes AG",
    "Der Rote Kristall AG",
    // Romansh, the Swiss Red Cross's fourth name ("Crusch Cotschna Svizra"; cleared before).
    { name: "Crusch Cotschna Servetschs SA", language: "it" },
    "RedCross AG",
    "RotesKreuz Pflege AG",
    "VereinteNationen AG",
    "UnescoShop AG",
    "Unicefshop AG",
    { name: "CroixRouge Services SA", language: "fr" },
    { name: "Crocerossa SA", language: "it" },
    { name: "UnitedNations Consulting AG", language: "en" },
    { name: "Redcrescent Care AG", language: "en" },
    "Vereinte Nationen Reisen AG",
    "UNESCO Reisen AG",
    "Unicef Shop AG",
    "CERN Consulting AG",
    "Weltgesundheitsorganisation Beratung AG",
    "Weltbank Beratung AG",
    { name: "Croix-Rouge Services SA", language: "fr" },
    { name: "Nations Unies Conseil SA", language: "fr" },
    { name: "OMS Conseil SA", language: "fr" },
    { name: "Croce Rossa Servizi SA", language: "it" },
    { name: "Nazioni Unite Servizi SA", language: "it" },
    { name: "Red Cross Care AG", language: "en" },
    { name: "United Nations Consulting AG", language: "en" },
    { name: "World Health Organization Partners AG", language: "en" },
    { name: "NATO Supplies AG", language: "en" },
    { name: "Servizi NATO SA", language: "it" },
    "OTAN Conseil AG",
  ],
});

ruleTester("WARN_PROTECTED_INTL_ORG_AMBIGUOUS", "igo.ambiguous", {
  valid: [
    "Who Cares GmbH",
    { name: "Un Jour SA", language: "fr" },
    { name: "Uno Pizza Sagl", language: "it" },
    { name: "Bis Morgen AG", note: "lower-case word, not the BIS acronym" },
    { name: "Esa Design AG" },
  ],
  invalid: [
    "WHO Health Services AG",
    "UN Agency AG",
    "EU Consulting AG",
    { name: "UE Conseil SA", language: "fr" },
    { name: "ONU Conseil UN SA", language: "fr" },
    { name: "UNO Servizi SA", language: "it" },
    { name: "ESA Space Services AG", language: "en" },
  ],
});
