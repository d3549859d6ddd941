/** Times a question can be anchored to by name: the current or last year or season bounds the set as a year does. */
export const TIME_ANCHORS: readonly string[] = ["this year", "last year", "this season", "last season", "current season"];

/**
 * Nouns for the members or parts of one named thing: "the moons of Neptune", "Beethoven's
 * symphonies", "the wives of Henry VIII", "NATO members", plural to singular. Tied to a named entity
 * such a plural (or "every" and the singular) reads bounded; nouns for things found in a place
 * ("the rivers of Europe") do not.
 */
export const RELATIONAL_NOUNS: ReadonlyMap<string, string> = new Map([
  ["members", "member"],
  ["moons", "moon"],
  ["satellites", "satellite"],
  ["children", "child"],
  ["sons", "son"],
  ["daughters", "daughter"],
  ["wives", "wife"],
  ["husbands", "husband"],
  ["siblings", "sibling"],
  ["brothers", "brother"],
  ["sisters", "sister"],
  ["parents", "parent"],
  ["founders", "founder"],
  ["co-founders", "co-founder"],
  ["albums", "album"],
  ["symphonies", "symphony"],
  ["operas", "opera"],
  ["novels", "novel"],
  ["plays", "play"],
  ["books", "book"],
  ["episodes", "episode"],
  ["chapters", "chapter"],
  ["sequels", "sequel"],
  ["states", "state"],
  ["provinces", "province"],
  ["territories", "territory"],
  ["counties", "county"],
  ["regions", "region"],
  ["cantons", "canton"],
  ["prefectures", "prefecture"],
  ["boroughs", "borough"],
  ["emirates", "emirate"],
  ["kings", "king"],
  ["queens", "queen"],
  ["emperors", "emperor"],
  ["monarchs", "monarch"],
  ["popes", "pope"],
  ["disciples", "disciple"],
  ["films", "film"],
  ["movies", "movie"],
  ["songs", "song"],
  ["tracks", "track"],
  ["singles", "single"],
  ["records", "record"],
  ["poems", "poem"],
  ["sonnets", "sonnet"],
  ["stories", "story"],
  ["essays", "essay"],
  ["paintings", "painting"],
  ["works", "work"],
  ["tragedies", "tragedy"],
  ["comedies", "comedy"],
  ["sonatas", "sonata"],
  ["concertos", "concerto"],
  ["compositions", "composition"],
  ["installments", "installment"],
  ["instalments", "instalment"],
  ["entries", "entry"],
  ["justices", "justice"],
  ["signers", "signer"],
  ["signatories", "signatory"],
  ["tributaries", "tributary"],
  ["tsars", "tsar"],
  ["czars", "czar"],
  ["countries", "country"],
  ["nations", "nation"],
  ["characters", "character"],
  ["heroes", "hero"],
  ["villains", "villain"],
  ["districts", "district"],
  ["houses", "house"],
  ["dynasties", "dynasty"],
  ["pharaohs", "pharaoh"],
  ["shoguns", "shogun"],
  ["sultans", "sultan"],
  ["caliphs", "caliph"],
  ["games", "game"],
  ["spells", "spell"],
  ["stations", "station"],
  ["stops", "stop"],
  ["laureates", "laureate"],
  ["recipients", "recipient"],
  ["judges", "judge"],
  ["layers", "layer"],
  ["stages", "stage"],
  ["phases", "phase"],
  ["commandments", "commandment"],
  ["articles", "article"],
  ["amendments", "amendment"],
  ["champions", "champion"],
  ["presidents", "president"],
  ["chancellors", "chancellor"],
  ["governors", "governor"],
  ["senators", "senator"],
  ["ministers", "minister"],
  ["apostles", "apostle"],
  ["players", "player"],
  ["papers", "paper"],
  ["letters", "letter"],
  ["speeches", "speech"],
  ["sculptures", "sculpture"],
  ["self-portraits", "self-portrait"],
  ["bosses", "boss"],
  ["levels", "level"],
  ["quests", "quest"],
  ["scenes", "scene"],
  ["portraits", "portrait"],
  ["hits", "hit"],
  ["verses", "verse"],
  ["stanzas", "stanza"],
]);

/**
 * Rulers of a polity: a catalogued line even when a nationality or a period names the polity ("Roman
 * emperors", "Chinese dynasties", "Tudor monarchs"), where "Italian operas" names only a kind.
 */
export const RULER_NOUNS: ReadonlySet<string> = new Set([
  ...["emperors", "emperor", "kings", "king", "queens", "monarchs", "monarch", "dynasties", "dynasty", "pharaohs", "pharaoh"],
  ...["tsars", "tsar", "czars", "czar", "shoguns", "shogun", "sultans", "sultan", "caliphs", "caliph", "popes"],
]);

/**
 * Singular nouns for all the members or works of one named thing at once: "the cast of Friends",
 * "Chelsea's squad", "the discography of Radiohead", "the Lord of the Rings trilogy".
 */
export const COLLECTIVE_NOUNS: ReadonlySet<string> = new Set([
  "roster",
  "lineup",
  "cast",
  "squad",
  "crew",
  "membership",
  "discography",
  "filmography",
  "bibliography",
  "oeuvre",
  "catalogue",
  "catalog",
  "trilogy",
  "series",
  "saga",
  "franchise",
  "quartet",
  "tetralogy",
  "canon",
]);

/** "novels by Jane Austen", "every state in Mexico": the prepositions that tie a relation to its name. */
export const RELATION_PREPOSITIONS: ReadonlySet<string> = new Set(["of", "by", "in"]);

/**
 * "the songs on Abbey Road", "the justices on the Supreme Court", "the stations on the Northern line": "on" ties
 * these only; "books on Rome" are about it.
 */
export const ON_RELATIONS: ReadonlySet<string> = new Set([
  ...["songs", "song", "tracks", "track", "singles", "justices", "justice", "members", "member"],
  ...["stations", "station", "stops", "stop", "judges", "judge"],
]);

/** "songs from Abbey Road", "tracks from Taylor Swift's album 1989": "from" ties the tracks of a record only; "books from Amazon" are sold by it. */
export const FROM_RELATIONS: ReadonlySet<string> = new Set(["songs", "song", "tracks", "track", "singles", "scenes", "verses", "stanzas"]);

/**
 * Capitalised words that name a kind, not an entity: a nationality, a region, a period or a style.
 * "Italian operas", "Victorian novels" anchor nothing; "Star Wars films" and "Pixar movies" do, and rulers
 * do after any of them ("Roman emperors").
 */
export const KIND_ADJECTIVES: ReadonlySet<string> = new Set([
  ...["american", "british", "english", "scottish", "welsh", "irish", "french", "german", "italian", "spanish", "portuguese"],
  ...["dutch", "belgian", "swiss", "austrian", "greek", "roman", "russian", "polish", "czech", "hungarian", "swedish"],
  ...["norwegian", "danish", "finnish", "icelandic", "chinese", "japanese", "korean", "indian", "pakistani", "thai"],
  ...["vietnamese", "indonesian", "filipino", "australian", "canadian", "mexican", "brazilian", "argentine", "argentinian"],
  ...["chilean", "peruvian", "colombian", "cuban", "egyptian", "nigerian", "kenyan", "ethiopian", "turkish", "persian"],
  ...["iranian", "iraqi", "israeli", "arab", "arabic", "african", "asian", "european", "latin", "nordic", "scandinavian"],
  ...["baltic", "celtic", "norse", "viking", "byzantine", "ottoman", "soviet", "ukrainian", "tudor", "victorian"],
  ...["elizabethan", "edwardian", "georgian", "medieval", "renaissance", "baroque", "romantic", "classical", "gothic"],
  ...["modern", "modernist", "impressionist", "christian", "catholic", "protestant", "jewish", "muslim", "islamic"],
  ...["hindu", "buddhist", "biblical", "ancient", "famous", "great", "best", "new", "old", "early", "late", "western"],
  ...["eastern", "northern", "southern", "hollywood", "broadway", "oscar", "nobel", "grammy"],
]);
