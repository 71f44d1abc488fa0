/**
 * Everyday words of daily life that marks and firm names are made of beyond the heraldic images
 * of imagery.ts: qualities (small, old, sweet), more colours, garden and weather, fruit and
 * food, more animals, the house and its objects, people, feelings, and the possessives "my" and
 * "our", in the four languages.
 *
 * Why: a mark and its translation are confusable when the public understands the translation,
 * and the Swiss public understands these words in de, fr, it and basic English. The concept
 * key (class T) needs every word of a name to be a concept or to reappear unchanged, so one
 * everyday word outside the lexicon ("klein", "garten", "liebe") hid the whole translation: a
 * probe of translated real marks found 6 of 24 (docs/matching-evaluation.md). Like the images,
 * these words are read by the concept keys only, never by the assessment, and a name made only
 * of them is a Medium match at most (docs/conflict-search.md).
 *
 * Selection follows imagery.ts, and leaves out the same kinds of form: a form that means
 * something else in another of the four languages or is a common word there (de "hell" is
 * bright, en hell; de "still", "kind", "boot", "hut", "gift", "strand", "gras"; fr "main",
 * "pain", "chat", "sale", "pin", "pré", "fée"; it "estate", "sale", "borsa", "re"); "man" and
 * "mann", which end many surnames ("Bergmann"), so that the kept surname of "Bergmann Treuhand"
 * is not read away; and every form the domain lexicons, the legal forms, the function words or
 * imagery.ts already hold (imagery.test.ts checks).
 */
import type { Concept } from "./types.js";

/** An image concept: the id and the forms in de, fr, it, en. */
function image(id: string, de: string[], fr: string[], it: string[], en: string[]): Concept {
  return { id: `image_${id}`, kind: "image", forms: { de, fr, it, en } };
}

/** Everyday words of daily life, for the translation class T. */
export const DAILY_LIFE_IMAGERY: readonly Concept[] = [
  // Qualities
  image("small", ["klein/e/er/es/en"], ["petit/e/s/es"], ["piccolo/a/i/e"], ["small", "little", "tiny"]),
  image("big", ["gross/e/er/es/en"], ["grand/e/s/es"], ["grande", "grandi"], ["big", "great", "grand"]),
  image(
    "old",
    ["alt/e/er/es/en"],
    ["vieux", "vieil", "vieille/s"],
    ["vecchio/a", "vecchi", "vecchie"],
    ["old"],
  ),
  image(
    "ancient",
    ["antik/e/er/es/en"],
    ["ancien/ne/s/nes", "antique/s"],
    ["antico/a", "antichi", "antiche"],
    ["ancient", "antique/s"],
  ),
  image("good", ["gut/e/er/es/en"], ["bon/ne/s/nes"], ["buono/a/i/e"], ["good"]),
  image("beautiful", ["schön/e/er/es/en"], ["beau/x", "belle/s", "bel"], ["bello/a", "belli"], ["beautiful"]),
  image(
    "happy",
    ["glücklich/e/er/es/en", "froh/e/er/es/en"],
    ["heureux", "heureuse/s"],
    ["felice/i"],
    ["happy"],
  ),
  image("sweet", ["süss/e/er/es/en"], ["doux", "douce/s"], ["dolce/i"], ["sweet/s"]),
  image("wild", ["wild/e/er/es/en"], ["sauvage/s"], ["selvaggio/a", "selvaggi", "selvagge"], ["wild"]),
  image("strong", ["stark/e/er/es/en"], ["fort/e/s/es"], ["forte/i"], ["strong"]),
  image("free", ["frei/e/er/es/en"], ["libre/s"], ["libero/a/i/e"], ["free"]),
  image("pure", ["rein", "reiner", "reinen"], ["pur/e/s/es"], ["puro/a/i/e"], ["pure"]),
  image("true", ["wahr/e/er/es/en"], ["vrai/e/s/es"], ["vero/a/i/e"], ["true"]),
  image("warm", ["warm/e/er/es/en"], ["chaud/e/s/es"], ["caldo/a/i/e"], ["warm"]),
  image("dark", ["dunkel", "dunkle/r/s/n"], ["sombre/s", "obscur/e/s/es"], ["scuro/a/i/e"], ["dark"]),
  image("clear", ["klar/e/er/es/en"], ["clair/e/s/es"], ["chiaro/a/i/e"], ["clear", "bright"]),
  image("high", ["hoch", "hohe/r/s/n"], ["haut/e/s/es"], ["alto", "alta", "alti"], ["high"]),
  image("deep", ["tief/e/er/es/en"], ["profond/e/s/es"], ["profondo/a/i/e"], ["deep"]),
  image(
    "calm",
    ["ruhig/e/er/es/en"],
    ["calme/s", "tranquille/s"],
    ["calmo/a/i/e", "tranquillo/a/i/e"],
    ["calm", "quiet", "tranquil"],
  ),
  image("first", ["erste/r/s/n"], ["premier/s", "première/s"], ["primo", "prima", "primi"], ["first"]),
  image("noble", ["edel/e/er/es/en"], ["noble/s"], ["nobile/i"], ["noble"]),
  image(
    "secret",
    ["geheim/e/er/es/en", "geheimnis/se"],
    ["secret/s", "secrète/s"],
    ["segreto/a/i/e"],
    ["secret/s"],
  ),
  image(
    "magic",
    ["magie", "magisch/e/er/es/en", "zauber"],
    ["magique/s"],
    ["magia", "magico/a", "magici", "magiche"],
    ["magic", "magical"],
  ),
  image(
    "clever",
    ["klug/e/er/es/en", "schlau/e/er/es/en"],
    ["malin", "maline/s"],
    ["furbo/a/i/e"],
    ["clever"],
  ),
  // Colours beyond imagery.ts
  image("brown", ["braun/e/er/es/en"], ["brun/e/s/es"], ["marrone/i"], ["brown"]),
  image("grey", ["grau/e/er/es/en"], ["gris/e/es"], ["grigio/a", "grigi", "grigie"], ["grey", "gray"]),
  image("violet", ["violett/e/er/es/en"], ["violet/te/s/tes"], ["viola", "viole"], ["violet", "purple"]),
  image("orange", ["orange"], ["orange/s"], ["arancione/i", "arancio"], ["orange/s"]),
  // Garden, land and weather
  image("field", ["feld", "felder"], ["champ/s"], ["campo/i"], ["field/s"]),
  image("meadow", ["wiese/n"], ["prairie/s"], ["prato/i"], ["meadow/s"]),
  image("bay", ["bucht/en"], ["baie/s"], ["baia/e"], ["bay/s"]),
  image("beach", [], ["plage/s"], ["spiaggia/e"], ["beach", "beaches"]),
  image("horizon", ["horizont/e"], ["horizon/s"], ["orizzonte/i"], ["horizon/s"]),
  image("storm", ["sturm", "stürme"], ["tempête/s", "orage/s"], ["tempesta/e"], ["storm/s"]),
  image("thunder", ["donner"], ["tonnerre/s"], ["tuono/i"], ["thunder"]),
  image("lightning", ["blitz/e"], ["éclair/s", "foudre"], ["fulmine/i", "lampo/i"], ["lightning"]),
  image("summer", ["sommer"], ["été/s"], [], ["summer/s"]),
  image("spring_season", ["frühling/e"], ["printemps"], ["primavera/e"], []),
  image("autumn", ["herbst"], ["automne/s"], ["autunno/i"], ["autumn/s"]),
  image("morning", ["morgen"], ["matin/s"], ["mattino/i", "mattina/e"], ["morning/s"]),
  image("evening", ["abend/e"], ["soir/s", "soirée/s"], ["sera/e"], ["evening/s"]),
  // Trees and plants
  image("palm", ["palme/n"], ["palmier/s"], ["palma/e"], ["palm/s"]),
  image("linden", ["linde/n"], ["tilleul/s"], ["tiglio", "tigli"], ["linden/s"]),
  image("birch", ["birke/n"], ["bouleau/x"], ["betulla/e"], ["birch", "birches"]),
  image("maple", ["ahorn"], ["érable/s"], ["acero/i"], ["maple/s"]),
  image("pine", ["kiefer/n", "föhre/n"], [], ["pino/i"], ["pine/s"]),
  image("lavender", ["lavendel"], ["lavande/s"], ["lavanda/e"], ["lavender"]),
  image("sunflower", ["sonnenblume/n"], ["tournesol/s"], ["girasole/i"], ["sunflower/s"]),
  image("tulip", ["tulpe/n"], ["tulipe/s"], ["tulipano/i"], ["tulip/s"]),
  image("mushroom", ["pilz/e"], ["champignon/s"], ["fungo", "funghi"], ["mushroom/s"]),
  image("grass", [], ["herbe/s"], ["erba/e"], ["grass"]),
  // Fruit and food
  image("cherry", ["kirsche/n"], ["cerise/s"], ["ciliegia/e"], ["cherry", "cherries"]),
  image("pear", ["birne/n"], ["poire/s"], ["pera"], ["pear/s"]),
  image("lemon", ["zitrone/n"], ["citron/s"], ["limone/i"], ["lemon/s"]),
  image("grape", ["traube/n"], ["raisin/s"], ["uva/e"], ["grape/s"]),
  image("strawberry", ["erdbeere/n"], ["fraise/s"], ["fragola/e"], ["strawberry", "strawberries"]),
  image("nut", ["nuss", "nüsse"], ["noix"], [], ["nut/s"]),
  image("olive", ["olive/n"], ["olive/s"], ["oliva/e"], ["olive/s"]),
  image("honey", ["honig"], ["miel/s"], ["miele/i"], ["honey"]),
  image("sugar", ["zucker"], ["sucre/s"], ["zucchero/i"], ["sugar"]),
  image("salt", ["salz"], ["sel"], [], ["salt"]),
  image("pepper", ["pfeffer"], ["poivre/s"], ["pepe"], ["pepper/s"]),
  // Animals beyond imagery.ts
  image("cat", ["katze/n"], [], ["gatto/a/i/e"], ["cat/s"]),
  image("mouse", ["maus", "mäuse"], ["souris"], ["topo/i"], ["mouse", "mice"]),
  image("hare", ["hase/n"], ["lièvre/s"], ["lepre/i"], ["hare/s"]),
  image("rabbit", ["kaninchen"], ["lapin/s"], ["coniglio", "conigli"], ["rabbit/s", "bunny", "bunnies"]),
  image("rooster", ["hahn", "hähne"], ["coq/s"], ["gallo/i"], ["rooster/s"]),
  image("hen", ["huhn", "hühner", "henne/n"], ["poule/s"], ["gallina/e"], ["hen/s", "chicken/s"]),
  image("duck", ["ente/n"], ["canard/s"], ["anatra/e"], ["duck/s"]),
  image("goose", ["gans", "gänse"], ["oie/s"], ["oca", "oche"], ["goose", "geese"]),
  image("raven", ["rabe/n"], ["corbeau/x"], ["corvo/i"], ["raven/s", "crow/s"]),
  image("swallow", ["schwalbe/n"], ["hirondelle/s"], ["rondine/i"], ["swallow/s"]),
  image("snake", ["schlange/n"], ["serpent/s"], ["serpente/i"], ["snake/s", "serpent/s"]),
  image("turtle", ["schildkröte/n"], ["tortue/s"], ["tartaruga/he"], ["turtle/s", "tortoise/s"]),
  image("frog", ["frosch", "frösche"], ["grenouille/s"], ["rana/e"], ["frog/s"]),
  image("spider", ["spinne/n"], ["araignée/s"], ["ragno/i"], ["spider/s"]),
  image("whale", ["wal/e"], ["baleine/s"], ["balena/e"], ["whale/s"]),
  image("shark", ["haifisch/e"], ["requin/s"], ["squalo/i"], ["shark/s"]),
  image("panther", ["panther"], ["panthère/s"], ["pantera/e"], ["panther/s"]),
  image("monkey", ["affe/n"], ["singe/s"], ["scimmia/e"], ["monkey/s"]),
  image("penguin", ["pinguin/e"], ["pingouin/s", "manchot/s"], ["pinguino/i"], ["penguin/s"]),
  image("squirrel", ["eichhörnchen"], ["écureuil/s"], ["scoiattolo/i"], ["squirrel/s"]),
  image("hedgehog", ["igel"], ["hérisson/s"], [], ["hedgehog/s"]),
  image("lynx", ["luchs", "lüchse"], ["lynx"], ["lince/i"], ["lynx"]),
  image("chamois", ["gämse/n", "gemse/n"], ["chamois"], ["camoscio", "camosci"], ["chamois"]),
  image("donkey", ["esel"], ["âne/s"], ["asino/i"], ["donkey/s"]),
  image("unicorn", ["einhorn", "einhörner"], ["licorne/s"], ["unicorno/i"], ["unicorn/s"]),
  image("phoenix", ["phönix"], ["phénix"], ["fenice/i"], ["phoenix"]),
  // The house and its objects
  image("tower", ["turm", "türme"], [], ["torre/i"], ["tower/s"]),
  image(
    "way",
    ["weg/e", "pfad/e"],
    ["chemin/s", "sentier/s", "voie/s"],
    ["via", "sentiero/i", "cammino"],
    ["way/s", "path/s"],
  ),
  image("ship", ["schiff/e"], ["navire/s"], ["nave/i"], ["ship/s"]),
  image("boat", [], ["bateau/x"], ["barca/he"], ["boat/s"]),
  image("wheel", ["rad", "räder"], ["roue/s"], ["ruota/e"], ["wheel/s"]),
  image("ball", ["ball", "bälle"], ["balle/s"], ["palla/e"], ["ball/s"]),
  image("mirror", ["spiegel"], ["miroir/s"], ["specchio", "specchi"], ["mirror/s"]),
  image("lantern", ["laterne/n"], ["lanterne/s"], ["lanterna/e"], ["lantern/s"]),
  image("candle", ["kerze/n"], ["bougie/s"], ["candela/e"], ["candle/s"]),
  image("ring", ["ring/e"], ["anneau/x"], ["anello/i"], ["ring/s"]),
  image("sword", ["schwert/er"], ["épée/s"], ["spada/e"], ["sword/s"]),
  image("shield", ["schild/e"], ["bouclier/s"], ["scudo/i"], ["shield/s"]),
  image("hammer", ["hammer"], ["marteau/x"], ["martello/i"], ["hammer/s"]),
  image("hat", [], ["chapeau/x"], ["cappello/i"], ["hat/s"]),
  image("bag", ["tasche/n"], [], ["sacca", "sacche"], ["bag/s"]),
  image("box", ["kiste/n", "schachtel/n"], ["boîte/s"], ["scatola/e"], ["box", "boxes"]),
  image("flag", ["fahne/n", "flagge/n"], ["drapeau/x"], ["bandiera/e"], ["flag/s"]),
  image("harbour", ["hafen", "häfen"], ["port/s"], ["porto/i"], ["harbour/s", "harbor/s", "port/s"]),
  image("lighthouse", ["leuchtturm", "leuchttürme"], ["phare/s"], ["faro/i"], ["lighthouse/s"]),
  image("mill", ["mühle/n"], ["moulin/s"], ["mulino/i"], ["mill/s"]),
  image("fountain", ["brunnen"], ["fontaine/s"], ["fontana/e"], ["fountain/s"]),
  // People
  image("king", ["könig/e"], ["roi/s"], [], ["king/s"]),
  image("emperor", ["kaiser"], ["empereur/s"], ["imperatore/i"], ["emperor/s"]),
  image("knight", ["ritter"], ["chevalier/s"], ["cavaliere/i"], ["knight/s"]),
  image("hero", ["held/en"], ["héros"], ["eroe/i"], ["hero", "heroes"]),
  image("giant", ["riese/n"], ["géant/e/s/es"], ["gigante/i"], ["giant/s"]),
  image("dwarf", ["zwerg/e"], ["nain/s"], [], ["dwarf/s"]),
  image("wizard", ["zauberer"], ["magicien/s", "sorcier/s"], ["mago", "maghi"], ["wizard/s", "magician/s"]),
  image("family", ["familie/n"], ["famille/s"], ["famiglia/e"], ["family", "families"]),
  image("woman", ["frau/en"], ["femme/s"], ["donna/e"], ["woman", "women"]),
  image("girl", ["mädchen"], ["fille/s"], ["ragazza/e"], ["girl/s"]),
  image("boy", ["junge/n"], ["garçon/s"], ["ragazzo/i"], ["boy/s"]),
  image("mother", ["mutter"], ["mère/s"], ["madre/i"], ["mother/s"]),
  image("father", ["vater"], ["père/s"], ["padre/i"], ["father/s"]),
  // Feelings and ideas
  image("love", ["liebe"], ["amour/s"], ["amore/i"], ["love"]),
  image("luck", ["glück"], ["chance/s"], ["fortuna"], ["luck"]),
  image("smile", ["lächeln"], ["sourire/s"], ["sorriso/i"], ["smile/s"]),
  image("time", ["zeit/en"], ["temps"], ["tempo/i"], ["time/s"]),
  image("wish", ["wunsch", "wünsche"], ["souhait/s", "vœu/x"], ["desiderio", "desideri"], ["wish", "wishes"]),
  image("song", ["lied/er"], ["chanson/s"], ["canzone/i"], ["song/s"]),
  image("balance", ["gleichgewicht"], ["équilibre/s"], ["equilibrio", "equilibri"], ["balance"]),
  image("harmony", ["harmonie/n"], ["harmonie/s"], ["armonia/e"], ["harmony"]),
  image("soul", ["seele/n"], ["âme/s"], ["anima/e"], ["soul/s"]),
  image("spirit", ["geist"], ["esprit/s"], ["spirito/i"], ["spirit"]),
  image("idea", ["idee/n"], ["idée/s"], ["idea/e"], ["idea/s"]),
  image("courage", ["mut"], ["courage"], ["coraggio"], ["courage"]),
  image("honour", ["ehre"], ["honneur/s"], ["onore/i"], ["honour", "honor"]),
  // Possessives: "Mein Garten" is "My Garden" and "Mon Jardin"
  image("my", ["mein/e/er/es/en"], ["mon"], ["mio", "mia", "miei", "mie"], ["my"]),
  image("our", ["unser/e/er/es/en"], ["notre", "nos"], ["nostro/a", "nostri", "nostre"], ["our"]),
];
