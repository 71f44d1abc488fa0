/**
 * Everyday images that names are made of (sun, star, lion, red, castle), in the four languages.
 *
 * The domain lexicons hold what a name *describes* (activities, generic and geographic words);
 * a distinctive name is mostly made of images instead, and its translation says the same image
 * in another national language ("Sonnenberg" / "Mont Soleil", "Roter Löwe" / "Lion Rouge",
 * "Century" / "Secolo"). These concepts are read by the concept keys of class T only
 * (similarity/concept-key.ts), never by the assessment: an image says nothing about an activity.
 *
 * The Greek and Latin combining forms that coined names are built from in all four languages
 * are forms of their image too ("hydro", "aqua", it "idro" = water; "helio" = sun; "astro" =
 * star; "pyro", it "piro" = fire), so "Hydropik" reads as "Waterpik" (concept-key.ts reads a
 * known start before a coined rest). Left out: "photo"/"foto" (a photograph in de, fr and it),
 * "bio" (organic, in the lexicon), "geo" and "sol" (too short to start a word safely), it "elio"
 * (a given name).
 *
 * Selection: common nouns and colour adjectives of the kinds that recur as the distinctive word
 * of firm names and marks (sky and landscape, elements, colours and precious materials, animals
 * and plants of the Swiss heraldic and everyday world, buildings and heraldic objects, time, and
 * a few abstract virtues), with their usual forms. Left out: forms with a second meaning common in
 * names, in another of the four languages or as a surname or acronym, that would read an
 * unrelated name as the image (fr "chat" = en "chat", it "ape", "sole", "mare", "cane" and fr
 * "ours" = English words, fr "tour", fr "argent" = money, de "Ross", "Tag" as in TAG Heuer,
 * "Ali"), and every form the domain lexicons, the legal forms or the function words already hold
 * (imagery.test.ts): those words keep their meaning there ("See" is a lake of the geographic
 * lexicon, "Glace" ice cream, "grün" a qualifier, "Schlüssel" and "Schlösser" metalwork).
 */
import type { Concept } from "./types.js";

/** An image concept: the id and the forms in de, fr, it, en (imagery-daily-life.ts uses it too). */
export function image(id: string, de: string[], fr: string[], it: string[], en: string[]): Concept {
  return { id: `image_${id}`, kind: "image", forms: { de, fr, it, en } };
}

/** Everyday images, for the translation class T. */
export const IMAGERY: readonly Concept[] = [
  // Sky, landscape and the elements
  image("sun", ["sonne/n", "helio"], ["soleil/s", "hélio"], [], ["sun/s", "helio"]),
  image("moon", ["mond"], ["lune/s"], ["luna/e"], ["moon/s"]),
  image("star", ["stern/e/en", "astro"], ["étoile/s", "astro"], ["stella/e", "astro"], ["star/s", "astro"]),
  image("sky", ["himmel"], ["ciel/s", "cieux"], ["cielo/i"], ["sky", "skies"]),
  image("sea", ["meer/e"], ["mer/s"], [], ["sea/s"]),
  image("mountain", ["berg/e"], ["montagne/s", "mont/s"], ["montagna/e", "monte/i"], ["mountain/s"]),
  image("summit", ["gipfel"], ["sommet/s", "cime/s"], ["vetta/e", "cima/e"], ["summit/s", "peak/s"]),
  image("valley", ["tal", "täler"], ["vallée/s", "val"], ["valle/i"], ["valley/s"]),
  image("river", ["fluss", "flüsse"], ["rivière/s", "fleuve/s"], ["fiume/i"], ["river/s"]),
  image("island", ["insel/n"], ["île/s"], ["isola/e"], ["island/s"]),
  image("forest", ["wald", "wälder"], ["forêt/s"], ["foresta/e", "bosco", "boschi"], ["forest/s"]),
  image("rock", ["fels/en"], ["rocher/s"], ["roccia/e"], ["rock/s"]),
  image("stone", ["stein/e"], ["pierre/s"], ["pietra/e"], ["stone/s"]),
  image(
    "water",
    ["wasser", "hydro", "aqua"],
    ["eau/x", "hydro", "aqua"],
    ["acqua/e", "idro"],
    ["water/s", "hydro", "aqua"],
  ),
  image("fire", ["feuer", "pyro"], ["feu/x", "pyro"], ["fuoco", "fuochi", "piro"], ["fire/s", "pyro"]),
  image("earth", ["erde"], ["terre"], ["terra"], ["earth"]),
  image("snow", ["schnee"], ["neige/s"], ["neve/i"], ["snow"]),
  image("light", ["licht/er"], ["lumière/s"], ["luce/i"], ["light/s"]),
  image("wind", ["wind/e"], ["vent/s"], ["vento/i"], ["wind/s"]),
  image("rain", ["regen"], ["pluie/s"], ["pioggia/e"], ["rain"]),
  image("rainbow", ["regenbogen"], ["arc-en-ciel"], ["arcobaleno"], ["rainbow/s"]),
  image("wave", ["welle/n"], ["vague/s"], ["onda/e"], ["wave/s"]),
  image("spring_water", ["quelle/n"], ["source/s"], ["sorgente/i"], ["source/s"]),
  // Colours and precious materials
  image("red", ["rot/e/er/es/en"], ["rouge/s"], ["rosso/a/i/e"], ["red"]),
  image("blue", ["blau/e/er/es/en"], ["bleu/e/s/es"], ["blu", "azzurro/a/i/e"], ["blue"]),
  image("yellow", ["gelb/e/er/es/en"], ["jaune/s"], ["giallo/a/i/e"], ["yellow"]),
  image("black", ["schwarz/e/er/es/en"], ["noir/e/s/es"], ["nero/a/i/e"], ["black"]),
  image("white", ["weiss/e/er/es/en"], ["blanc/he/s/hes"], ["bianco/a", "bianchi", "bianche"], ["white"]),
  image("gold", ["gold", "golden/e/er/es"], ["doré/e/s/es"], ["oro", "dorato/a/i/e"], ["gold", "golden"]),
  image("silver", ["silber/n"], ["argenté/e/s/es"], ["argento", "argentato/a/i/e"], ["silver"]),
  image("diamond", ["diamant/en"], ["diamant/s"], ["diamante/i"], ["diamond/s"]),
  image("pearl", ["perle/n"], ["perle/s"], ["perla/e"], ["pearl/s"]),
  image("crystal", ["kristall/e"], ["cristal", "cristaux"], ["cristallo/i"], ["crystal/s"]),
  // Animals
  image("lion", ["löwe/n"], ["lion/s"], ["leone/i"], ["lion/s"]),
  image("eagle", ["adler"], ["aigle/s"], ["aquila/e"], ["eagle/s"]),
  image("falcon", ["falke/n"], ["faucon/s"], ["falco", "falchi"], ["falcon/s"]),
  image("owl", ["eule/n"], ["hibou/x", "chouette/s"], ["gufo/i", "civetta/e"], ["owl/s"]),
  image("dove", ["taube/n"], ["colombe/s"], ["colomba/e"], ["dove/s"]),
  image("swan", ["schwan", "schwäne"], ["cygne/s"], ["cigno/i"], ["swan/s"]),
  image("bird", ["vogel", "vögel"], ["oiseau/x"], ["uccello/i"], ["bird/s"]),
  image("bear", ["bären"], [], ["orso/i"], ["bear/s"]),
  image("wolf", ["wolf", "wölfe"], ["loup/s"], ["lupo/i"], ["wolf", "wolves"]),
  image("fox", ["fuchs", "füchse"], ["renard/s"], ["volpe/i"], ["fox", "foxes"]),
  image("deer", ["hirsch/e"], ["cerf/s"], ["cervo/i"], ["deer", "stag/s"]),
  image("ibex", ["steinbock", "steinböcke"], ["bouquetin/s"], ["stambecco", "stambecchi"], ["ibex"]),
  image("marmot", ["murmeltier/e"], ["marmotte/s"], ["marmotta/e"], ["marmot/s"]),
  image("horse", ["pferd/e"], ["cheval", "chevaux"], ["cavallo/i"], ["horse/s"]),
  image("bull", ["stier/e"], ["taureau/x"], ["toro/i"], ["bull/s"]),
  image("cow", ["kuh", "kühe"], ["vache/s"], ["mucca/e"], ["cow/s"]),
  image("sheep", ["schaf/e"], ["mouton/s", "brebis"], ["pecora/e"], ["sheep"]),
  image("goat", ["ziege/n", "geiss"], ["chèvre/s"], ["capra/e"], ["goat/s"]),
  image("dog", ["hund/e"], ["chien/s"], ["cani"], ["dog/s"]),
  image("tiger", ["tiger"], ["tigre/s"], ["tigre/i"], ["tiger/s"]),
  image("elephant", ["elefant/en"], ["éléphant/s"], ["elefante/i"], ["elephant/s"]),
  image("dragon", ["drache/n"], ["dragon/s"], ["drago", "draghi"], ["dragon/s"]),
  image("dolphin", ["delfin/e", "delphin/e"], ["dauphin/s"], ["delfino/i"], ["dolphin/s"]),
  image("fish", ["fisch/e"], ["poisson/s"], ["pesce/i"], ["fish"]),
  image("bee", ["biene/n"], ["abeille/s"], [], ["bee/s"]),
  image("butterfly", ["schmetterling/e"], ["papillon/s"], ["farfalla/e"], ["butterfly", "butterflies"]),
  // Plants
  image("tree", ["baum", "bäume"], ["arbre/s"], ["albero/i"], ["tree/s"]),
  image("oak", ["eiche/n"], ["chêne/s"], ["quercia/e"], ["oak/s"]),
  image("fir", ["tanne/n"], ["sapin/s"], ["abete/i"], ["fir/s"]),
  image("flower", ["blüte/n"], ["fleur/s"], ["fiore/i"], ["flower/s", "blossom/s"]),
  image("rose", ["rose/n"], ["rose/s"], ["rosa/e"], ["rose/s"]),
  image("lily", ["lilie/n"], ["lys"], ["giglio", "gigli"], ["lily", "lilies"]),
  image("clover", ["klee"], ["trèfle/s"], ["trifoglio", "trifogli"], ["clover"]),
  image("leaf", ["blatt", "blätter"], ["feuille/s"], ["foglia/e"], ["leaf", "leaves"]),
  image("apple", ["apfel", "äpfel"], ["pomme/s"], ["mela/e"], ["apple/s"]),
  // Buildings and heraldic objects
  image("castle", ["schloss", "burg/en"], ["château/x"], ["castello/i"], ["castle/s"]),
  image("bridge", ["brücke/n"], ["pont/s"], ["ponte/i"], ["bridge/s"]),
  image("crown", ["krone/n"], ["couronne/s"], ["corona/e"], ["crown/s"]),
  image("bell", ["glocke/n"], ["cloche/s"], ["campana/e"], ["bell/s"]),
  image("anchor", ["anker"], ["ancre/s"], ["ancora/e"], ["anchor/s"]),
  image("arrow", ["pfeil/e"], ["flèche/s"], ["freccia/e"], ["arrow/s"]),
  image("wing", ["flügel"], ["aile/s"], ["ala"], ["wing/s"]),
  image("heart", ["herz/en"], ["cœur/s"], ["cuore/i"], ["heart/s"]),
  // People
  image("queen", ["königin/nen"], ["reine/s"], ["regina/e"], ["queen/s"]),
  image("prince", ["prinz/en"], ["prince/s"], ["principe/i"], ["prince/s"]),
  image("angel", ["engel"], ["ange/s"], ["angelo/i"], ["angel/s"]),
  image(
    "friend",
    ["freund/e"],
    ["ami", "amie", "amis", "amies"],
    ["amico/a", "amici", "amiche"],
    ["friend/s"],
  ),
  // Time
  image("day", [], ["jour/s"], ["giorno/i"], ["day/s"]),
  image("night", ["nacht", "nächte"], ["nuit/s"], ["notte/i"], ["night/s"]),
  image("winter", ["winter"], ["hiver/s"], ["inverno/i"], ["winter/s"]),
  image("century", ["jahrhundert/e"], ["siècle/s"], ["secolo/i"], ["century", "centuries"]),
  image("millennium", ["jahrtausend/e"], ["millénaire/s"], ["millennio", "millenni"], ["millennium"]),
  // Abstract
  image("dream", ["traum", "träume"], ["rêve/s"], ["sogno/i"], ["dream/s"]),
  image("life", ["leben"], ["vie/s"], ["vita"], ["life"]),
  image("joy", ["freude/n"], ["joie/s"], ["gioia/e"], ["joy"]),
  image("peace", ["frieden"], ["paix"], ["pace"], ["peace"]),
  image("freedom", ["freiheit"], ["liberté"], ["libertà"], ["freedom", "liberty"]),
  image("hope", ["hoffnung"], ["espoir/s"], ["speranza/e"], ["hope"]),
  image("victory", ["sieg/e"], ["victoire/s"], ["vittoria/e"], ["victory"]),
  image("strength", ["kraft", "kräfte"], ["force/s"], ["forza/e"], ["strength", "force/s"]),
];
