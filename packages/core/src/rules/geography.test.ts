import { describe, expect, it } from "vitest";
import { flagsOf, ruleTester } from "../../test/helpers/rule-tester.js";
import { placesNamed, resolvePlace } from "../reference/gazetteer.js";

ruleTester("ERR_STANDALONE_GEOGRAPHY", "geography.standalone", {
  valid: [
    "Zürich Immobilien AG",
    "Alpenblick Treuhand AG",
    "Bäckerei Luzern AG",
    { name: "Genève Horlogerie SA", language: "fr" },
    { name: "Ticino Vini SA", language: "it" },
    { name: "Swiss Consulting AG", language: "en" },
    { name: "Wald AG", note: "place name that is an ordinary word" },
    { name: "Stein AG", note: "place name that is an ordinary word" },
    { name: "Dach AG", note: "a roof, not the DACH region" },
    { name: "Zürich Bank AG", note: "a bank, not the hamlet Bänk (folded)" },
    { name: "Swiss Sales AG", language: "en", note: "sales, not the village Sâles" },
    { name: "Muster AG Zürich", note: "seat indication after a name" },
    { name: "Bächli & Partner AG", note: "registered; Bächli is also a hamlet" },
    { name: "Pizzeria Napoli Sagl", legalForm: "limited_liability", language: "it" },
    "Hotel Paris AG",
    { name: "Florence AG", note: "a first name as often as a city: not listed" },
    { name: "Jura Elektroapparate AG", note: "a canton beside a distinctive element" },
    // The owner's surname is the name's required core (OR 945), not a place (refused before).
    { name: "Bühler", legalForm: "sole_proprietorship", ownerSurname: "Bühler" },
    { name: "Bühler Bern", legalForm: "sole_proprietorship", ownerSurname: "Buehler" },
    { name: "Schweizer", legalForm: "sole_proprietorship", ownerSurname: "Schweizer" },
    { name: "Swisscom AG", note: "a compound carries content of its own" },
    "Eurotreuhand AG",
  ],
  invalid: [
    "Zürich AG",
    // A generic word for the place adds nothing (each was cleared before).
    "Stadt Zürich AG",
    { name: "Ville de Genève SA", language: "fr" },
    { name: "Città di Lugano SA", language: "it" },
    "Region Basel AG",
    { name: "Greater Zurich AG", language: "en" },
    "Zürich West AG",
    "Schweiz AG",
    "Engadin GmbH",
    "Europa AG",
    "Berner Oberland AG",
    "Innerschweiz AG",
    "Gstaad AG",
    "Zürich und Bern AG",
    "Zürich AG in Liquidation",
    { name: "Genève SA", language: "fr" },
    { name: "Romandie Sàrl", legalForm: "limited_liability", language: "fr" },
    { name: "La Chaux-de-Fonds SA", language: "fr" },
    { name: "Lugano SA", language: "it" },
    { name: "Svizzera SA", language: "it" },
    { name: "Grigioni SA", language: "it" },
    { name: "Geneva Ltd AG", language: "en" },
    { name: "Swiss AG", language: "en" },
    { name: "Deutschland GmbH", legalForm: "limited_liability" },
    // Foreign cities, regions and country short names (each was cleared before).
    { name: "Paris SA", language: "fr" },
    "London AG",
    "Mailand AG",
    { name: "Milano SA", language: "it" },
    "Bayern AG",
    { name: "Toscana SA", language: "it" },
    "Stadt Wien AG",
    "USA AG",
    { name: "UK Ltd AG", language: "en" },
    { name: "New York AG", language: "en" },
    // A canton alone, like the 25 others (Jura was cleared as an ordinary word).
    { name: "Jura SA", language: "fr" },
    "Jura AG",
    // A surname is content only when the request names it as the owner's.
    { name: "Bühler", legalForm: "sole_proprietorship", ownerSurname: "Muster" },
    // Only national or scope designations, in every language and inflection (each was a warning).
    { name: "Svizzero SA", language: "it" },
    { name: "Svizzeri SA", language: "it" },
    { name: "Suisses SA", language: "fr" },
    { name: "Helvétique SA", language: "fr" },
    "Helvetische AG",
    { name: "Svizzer SA", language: "it" },
    { name: "Elvetica SA", language: "it" },
    { name: "Swissness AG", language: "en" },
    { name: "Swiss International AG", language: "en" },
    "Schweiz Global AG",
    { name: "International AG", language: "en" },
    "Internationale AG",
    "Weltweit AG",
    { name: "Mondiaux SA", language: "fr" },
    { name: "Européenne SA", language: "fr" },
    { name: "Confédération suisse SA", language: "fr" },
    { name: "Confederazione Svizzera SA", language: "it" },
    { name: "Swiss Confederation AG", language: "en" },
  ],
});

ruleTester("WARN_SEAT_MISMATCH", "geography.seat", {
  valid: [
    { name: "Muster AG Zürich", legalSeat: "Zürich" },
    { name: "Muster AG Zürich", legalSeat: "Zurich" },
    { name: "Muster AG Zürich", note: "no legal seat given" },
    { name: "Muster AG, Bern", legalSeat: "Berne" },
    { name: "Muster (Basel) AG", legalSeat: "Bâle" },
    { name: "Muster SA Genève", legalSeat: "Genf", language: "fr" },
    { name: "Muster SA Ginevra", legalSeat: "Genève", language: "it" },
    { name: "Muster AG Gstaad", legalSeat: "Saanen", note: "locality of the seat municipality" },
    { name: "Muster Lucerne AG", legalSeat: "Luzern" },
    { name: "Muster AG Aargau", legalSeat: "Baden", note: "canton of the seat" },
    { name: "Muster AG Engadin", legalSeat: "St. Moritz", note: "region of the seat" },
    { name: "Muster AG Schweiz", legalSeat: "Bern" },
    { name: "Muster AG Zürich", legalSeat: "Unbekanntdorf", note: "unknown seat: nothing to compare" },
    {
      name: "Zürich Versicherungs AG",
      legalSeat: "Bern",
      note: "a place at the start is no seat indication",
    },
    {
      name: "Pizzeria Napoli Sagl",
      legalForm: "limited_liability",
      legalSeat: "Bern",
      language: "it",
      note: "a foreign place before the form names the business: a seat is Swiss",
    },
    { name: "Muster AG Zürich", legalSeat: "Paris", note: "a foreign seat is no Swiss seat: not compared" },
  ],
  invalid: [
    { name: "Muster AG Zürich", legalSeat: "Bern" },
    { name: "Muster AG, Bern", legalSeat: "Thun" },
    { name: "Muster (Basel) AG", legalSeat: "Zürich" },
    { name: "Muster Lucerne AG", legalSeat: "Zug" },
    { name: "Muster SA Genève", legalSeat: "Lausanne", language: "fr" },
    { name: "Muster SA (Lugano)", legalSeat: "Bellinzona", language: "it" },
    { name: "Muster AG Zürich", legalSeat: "Winterthur", note: "same canton, other town" },
    { name: "Muster AG Engadin", legalSeat: "Bern" },
    { name: "Muster Ltd Geneva AG", legalSeat: "Basel", language: "en" },
    { name: "Muster AG Deutschland", legalSeat: "Basel", note: "a foreign country as seat" },
    { name: "Muster AG London", legalSeat: "Zürich", note: "a foreign city as seat" },
    { name: "Muster (Mailand) AG", legalSeat: "Lugano", note: "a foreign city as seat" },
  ],
});

ruleTester("WARN_ORIGIN_INDICATION", "geography.origin", {
  valid: [
    "Alpenblick Treuhand AG",
    { name: "Boulangerie du Lac SA", language: "fr" },
    { name: "Pizzeria Napoli Sagl", language: "it" },
    { name: "Euphoria Events AG", note: "'Euro' only as a word prefix" },
    { name: "Interlaken Tours AG" },
    {
      name: "Schweizer Schreinerei",
      legalForm: "sole_proprietorship",
      ownerSurname: "Schweizer",
      note: "the owner's surname",
    },
    { name: "Ch. Müller Treuhand AG", note: "'Ch.' (Christian) is no country code" },
    { name: "Chur Bau AG" },
    { name: "ALP-GESTION.CH SA", language: "fr", note: "a domain's ending (FINMA register)" },
    {
      name: "Organizzazione mondiale della sanità SA",
      language: "it",
      note: "'mondiale' belongs to the protected name (ERR_PROTECTED_INTL_ORG_STRICT)",
    },
    { name: "Organisation mondiale de la Santé Conseil SA", language: "fr" },
  ],
  invalid: [
    // Each cleared before: the glued Italian form, the Confederates, the country code, dialect.
    { name: "Svizzeraservizi SA", language: "it" },
    { name: "SvizzeroTour SA", language: "it" },
    "Eidgenossen Treuhand AG",
    "CH Consulting AG",
    "CH-Immobilien AG",
    "Schwiizer Nüssli AG",
    "Swiss Consulting AG",
    "Schweizer Qualität AG",
    "Schweizerische Treuhand AG",
    "Helvetia Immobilien AG",
    "Swisscom Services AG",
    { name: "Suisse Conseil SA", language: "fr" },
    { name: "Svizzera Servizi SA", language: "it" },
    { name: "Svizra Alimentari SA", language: "it" },
    { name: "Alpha International AG", language: "en" },
    { name: "Global Trading AG", language: "en" },
    { name: "Eurotreuhand AG" },
    { name: "Fiduciaire Européenne SA", language: "fr" },
    { name: "Mondial Services SA", language: "fr" },
    // Italian "Helvetic" (cleared before).
    { name: "Consulenze Elvetiche SA", language: "it" },
    { name: "Servizi Elvetici SA", language: "it" },
    { name: "Banca Elvetica SA", language: "it" },
    { name: "Elvezia Viaggi SA", language: "it" },
    { name: "Schweizer Schreinerei", legalForm: "sole_proprietorship", ownerSurname: "Muster" },
  ],
});

describe("gazetteer", () => {
  it("knows exonyms as the same municipality", () => {
    const ids = (s: string) => resolvePlace(s).map((p) => p.id);
    for (const n of ["Genf", "Genève", "Ginevra", "Geneva"]) expect(ids(n)).toContain("bfs:6621");
    for (const n of ["Basel", "Bâle", "Basilea"]) expect(ids(n)).toContain("bfs:2701");
    for (const n of ["Luzern", "Lucerne", "Lucerna"]) expect(ids(n)).toContain("bfs:1061");
    for (const n of ["Zürich", "Zurich", "Zurigo", "Zuerich"]) expect(ids(n)).toContain("bfs:261");
    for (const n of ["Bern", "Berne", "Berna"]) expect(ids(n)).toContain("bfs:351");
  });
  it("knows cantons, regions and countries in several languages", () => {
    const cantons: [string, string][] = [
      ["Tessin", "TI"],
      ["Ticino", "TI"],
      ["Wallis", "VS"],
      ["Valais", "VS"],
      ["Graubünden", "GR"],
      ["Grisons", "GR"],
      ["Grigioni", "GR"],
    ];
    for (const [n, code] of cantons) expect(resolvePlace(n).map((p) => p.id)).toContain(`canton:${code}`);
    expect(placesNamed("st gallen").map((p) => p.id)).toContain("bfs:3203");
    expect(resolvePlace("Berner Oberland")[0]?.id).toBe("region:berner_oberland");
    expect(resolvePlace("Deutschland")[0]?.id).toBe("country:DE");
    expect(resolvePlace("Allemagne")[0]?.id).toBe("country:DE");
    expect(new Set(resolvePlace("Buchs SG").flatMap((p) => p.cantons))).toEqual(new Set(["SG"]));
  });
  it("names each word once, by its longest designation", async () => {
    const { messages } = await flagsOf({ name: "Confédération suisse SA", language: "fr" });
    expect(messages.join(" ")).toContain('("Confédération suisse": national designation)');
    const swiss = await flagsOf({ name: "Swiss International AG", language: "en" });
    expect(swiss.messages.join(" ")).toContain('("Swiss": national, "International": scope designation)');
  });
  it("reports the seat and the indicated place in the message", async () => {
    const { messages } = await flagsOf({ name: "Muster AG Zürich", legalSeat: "Bern" });
    expect(messages.join(" ")).toContain('"Zürich" as its seat, but the legal seat is "Bern"');
  });
});
